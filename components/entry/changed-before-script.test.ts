/** @jest-environment jsdom */
import { initialValues } from '@/lib/entry/form';
import { changedBeforeScript, withChanges } from './changed-before-script';

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

  it('leaves out fields the visitor cannot change, and a select whose value the server matched to no option', () => {
    const form =
      serverForm(`<select name="title"><option value="Mr">Mr</option><option value="Ms">Ms</option></select>
      <input name="school.name" value="Locked" readonly><input type="hidden" name="hash" value="a">`);
    (form.elements.namedItem('school.name') as HTMLInputElement).value = 'Other';
    (form.elements.namedItem('hash') as HTMLInputElement).value = 'b';
    expect(changedBeforeScript(form)).toEqual([]);
  });
});

describe('the values with those changes', () => {
  it('sets each field at its path, and another competition starts its teams afresh', () => {
    const before = initialValues({ mode: 'metropolitan_secondary' });
    before.teams = { ...before.teams, senior: '3' };
    const after = withChanges(before, [
      { path: 'school.address', value: '5 Early Street' },
      { path: 'coordinators.0.title', value: 'Ms' },
    ]);
    expect(after.school.address).toBe('5 Early Street');
    expect(after.coordinators[0]!.title).toBe('Ms');
    expect(after.teams.senior).toBe('3');
    expect(withChanges(after, [{ path: 'mode', value: 'metropolitan_secondary' }])).toBe(after);
    const other = withChanges(after, [{ path: 'mode', value: 'metropolitan_primary' }]);
    expect(other.mode).toBe('metropolitan_primary');
    expect(other.teams.senior).toBe('0');
  });
});
