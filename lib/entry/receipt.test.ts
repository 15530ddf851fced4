import { formatSentAt, receiptEmail, receiptSummary } from './receipt';
import type { EntryReceipt } from '@/lib/db/queries/entry-versions';

const receipt: EntryReceipt = {
  reference: 'K7QM-3XPD',
  version: 2,
  year: 2027,
  mode: 'metropolitan_primary',
  schoolName: 'Carlingford Public School',
  request: {
    mode: 'metropolitan_primary',
    school: {
      name: 'Carlingford Public School',
      address: '1 Example Street',
      suburb: 'Carlingford',
      state: 'NSW',
      postcode: '2118',
      postal_address: '',
      postal_state: '',
      phone: '0255500001',
      comments: 'Tuesdays, please',
    },
    coordinators: [
      {
        title: 'Ms',
        first_name: 'Sam',
        last_name: 'Example',
        type: 'Teacher',
        email: 'sam@example.org',
        mobile: '0491570006',
        hash: 'previous-year-hash',
      },
    ],
    teams: {
      championship: 2,
      intermediate: 1,
      intermediate_to_championship: 1,
      intermediate_to_rookies: 0,
      rookies: 0,
      junior_rookies: 0,
    },
  },
  totalTeams: 3,
  feeCents: 9900,
  createdAt: new Date('2026-11-28T04:05:00Z'),
};

describe('what a coordinator keeps of a request', () => {
  const summary = receiptSummary(receipt);

  it('names the competition and season, the time in Sydney, the fee and each grade', () => {
    expect(summary).toMatchObject({
      reference: 'K7QM-3XPD',
      version: 2,
      competition: 'Metropolitan primary, 2027 season',
      sentAt: 'Saturday 28 November 2026 at 3:05 pm',
      fee: '$99.00',
      totalTeams: 3,
    });
    expect(summary.teams).toContainEqual({ label: 'Championship', count: 2 });
    expect(summary.teams).toContainEqual({ label: 'Junior Rookies (year 3 and under)', count: 0 });
    expect(summary.school).toEqual([
      { label: 'School', lines: ['Carlingford Public School', '1 Example Street', 'Carlingford NSW 2118'] },
      { label: 'Phone', lines: ['(02) 5550 0001'] },
      { label: 'Comments', lines: ['Tuesdays, please'] },
    ]);
    expect(summary.coordinators).toEqual([
      { name: 'Ms Sam Example', lines: ['Teacher', 'sam@example.org', '0491 570 006'] },
    ]);
  });

  it('writes the same as an email, without the invitation’s hashes', () => {
    const { subject, body } = receiptEmail(summary);
    expect(subject).toBe('Entry request K7QM-3XPD');
    expect(body).toContain('Reference: K7QM-3XPD (change 1)');
    expect(body).toContain('Competition: Metropolitan primary, 2027 season');
    expect(body).toContain('  Championship: 2');
    expect(body).toContain('  Total: 3 teams');
    expect(body).toContain('Entry fee: $99.00 including GST');
    expect(body).toContain('  Ms Sam Example, Teacher, sam@example.org, 0491 570 006');
    expect(body).not.toContain('previous-year-hash');
    expect(body).not.toContain('Rookies (all years)');
  });

  it('writes times in the league’s time zone, morning and afternoon', () => {
    expect(formatSentAt(new Date('2027-03-01T22:30:00Z'))).toBe('Tuesday 2 March 2027 at 9:30 am');
  });
});
