/** The school chosen on this device ("This is my school"), in localStorage: never sent to the server. */
import { isSchoolSlug } from '@/lib/league/school-slug';

export const MY_SCHOOL_KEY = 'nswjcl.mySchool';
const CHANGED = 'nswjcl:my-school';

export type MySchool = { slug: string; name: string };

let cachedText: string | null = null;
let cachedValue: MySchool | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(MY_SCHOOL_KEY);
  } catch {
    return null;
  }
}

/** What is saved, checked: anything else (an old or edited value) counts as nothing. */
export function parseMySchool(text: string | null): MySchool | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MySchool>;
    return typeof value.slug === 'string' &&
      isSchoolSlug(value.slug) &&
      typeof value.name === 'string' &&
      value.name.length <= 200
      ? { slug: value.slug, name: value.name }
      : null;
  } catch {
    return null;
  }
}

/** The same object while the stored text is the same, as useSyncExternalStore needs. */
export function mySchoolSnapshot(): MySchool | null {
  const text = read();
  if (text !== cachedText) {
    cachedText = text;
    cachedValue = parseMySchool(text);
  }
  return cachedValue;
}

export function subscribeMySchool(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function write(text: string | null) {
  try {
    if (text === null) window.localStorage.removeItem(MY_SCHOOL_KEY);
    else window.localStorage.setItem(MY_SCHOOL_KEY, text);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export const saveMySchool = (school: MySchool) => write(JSON.stringify(school));
export const forgetMySchool = () => write(null);
