/** The finals filters' state kept for the tab's session: a filter change loads another finals page. */
export const OPEN_KEY = 'finals-filters-open';
export const FOCUS_KEY = 'finals-filters-focus';

export const session = {
  get(key: string) {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, value);
    } catch {
      // Storage may be refused (private browsing); the panel then starts closed on each page.
    }
  },
};
