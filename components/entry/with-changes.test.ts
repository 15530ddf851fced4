import { initialValues } from '@/lib/entry/form';
import { withChanges } from './with-changes';

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
