/**
 * What the visitor changed in a form before the page's script ran. React keeps a typed text on screen while
 * it hydrates, but puts a chosen option or a checked radio back to its own state at the next render, and that
 * state knows none of them: on a slow phone, a competition picked or a board tapped in the first seconds was
 * lost. A form reads these once its script runs and takes them into its state.
 */
export type ChangeBeforeScript = { path: string; value: string };

function changeOf(element: Element): ChangeBeforeScript | null {
  if (element instanceof HTMLSelectElement) {
    const chosen = element.selectedOptions[0];
    // A select whose server value matched no option shows its first; that is no choice.
    const written = Array.from(element.options).some((option) => option.defaultSelected);
    return written && chosen && !chosen.defaultSelected ? { path: element.name, value: chosen.value } : null;
  }
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  if (element.readOnly || element.disabled || element.type === 'hidden') return null;
  if (element instanceof HTMLInputElement && element.type === 'radio')
    return element.checked && !element.defaultChecked ? { path: element.name, value: element.value } : null;
  if (element.type === 'checkbox' || element.type === 'file') return null;
  return element.value !== element.defaultValue ? { path: element.name, value: element.value } : null;
}

/** Each named field whose value is not the one the server wrote. */
export function changedBeforeScript(form: HTMLFormElement | null): ChangeBeforeScript[] {
  if (!form) return [];
  return Array.from(form.elements).flatMap((element) => {
    const change = changeOf(element);
    return change && change.path ? [change] : [];
  });
}
