/** @jest-environment jsdom */
import { changedBeforeScript } from './changed-before-script';

/** A form as the server writes it: the values in attributes, the chosen option marked. */
function serverForm(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

const MODE_SELECT = `<select name="mode"><option value="_" selected>-- Select --</option>
  <option value="metropolitan_primary">Metropolitan Primary</option></select>`;

describe('what was changed before the script ran', () => {
  it('is nothing on a form as the server wrote it, or on no form', () => {
    expect(changedBeforeScript(serverForm(`${MODE_SELECT}<input name="school.address" value="">`))).toEqual(
      [],
    );
    expect(changedBeforeScript(null)).toEqual([]);
  });

  it('is each chosen option and typed text, by the field’s name', () => {
    const form = serverForm(
      `${MODE_SELECT}<input name="school.address" value=""><textarea name="notes"></textarea>`,
    );
    (form.elements.namedItem('mode') as HTMLSelectElement).value = 'metropolitan_primary';
    (form.elements.namedItem('school.address') as HTMLInputElement).value = '5 Early Street';
    (form.elements.namedItem('notes') as HTMLTextAreaElement).value = 'After school';
    expect(changedBeforeScript(form)).toEqual([
      { path: 'mode', value: 'metropolitan_primary' },
      { path: 'school.address', value: '5 Early Street' },
      { path: 'notes', value: 'After school' },
    ]);
  });

  it('is each radio checked that the server left unchecked', () => {
    const form = serverForm(`<input type="radio" name="board-1" value="1-0" checked>
      <input type="radio" name="board-1" value="0-1"><input type="radio" name="board-2" value="1-0">
      <input type="radio" name="board-2" value="0-1"><input type="checkbox" name="agree">`);
    expect(changedBeforeScript(form)).toEqual([]);
    (form.querySelector('[name="board-1"][value="0-1"]') as HTMLInputElement).checked = true;
    (form.querySelector('[name="board-2"][value="1-0"]') as HTMLInputElement).checked = true;
    (form.elements.namedItem('agree') as HTMLInputElement).checked = true;
    expect(changedBeforeScript(form)).toEqual([
      { path: 'board-1', value: '0-1' },
      { path: 'board-2', value: '1-0' },
    ]);
  });

  it('leaves out fields the visitor cannot change, and a select whose value the server matched to no option', () => {
    const form =
      serverForm(`<select name="title"><option value="Mr">Mr</option><option value="Ms">Ms</option></select>
      <input name="school.name" value="Locked" readonly><input type="hidden" name="hash" value="a">`);
    (form.elements.namedItem('school.name') as HTMLInputElement).value = 'Other';
    (form.elements.namedItem('hash') as HTMLInputElement).value = 'b';
    expect(changedBeforeScript(form)).toEqual([]);
  });
});
