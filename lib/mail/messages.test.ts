import { ADDRESS, reportNotice, schoolAddress } from './messages';

describe('the messages', () => {
  it('escapes everything from data in the HTML and keeps the text plain', () => {
    const mail = reportNotice({
      reporter: 'St <b>Mary</b>\'s & "Co"',
      school: 'Carlingford',
      score: '2½–1½',
      homeTeam: 'St Mary A',
      awayTeam: `Carlingford A${ADDRESS}\r\nBcc: x@example.org`,
      division: 'PA1',
      round: 3,
      date: 'Wednesday 20 May 2030',
      confirmDays: 3,
    });
    expect(mail.subject).toBe(
      `St <b>Mary</b>'s & "Co" reported 2½–1½ for St Mary A v Carlingford A Bcc: x@example.org: please confirm or dispute`,
    );
    expect(mail.html).toContain('St &lt;b&gt;Mary&lt;/b&gt;&#39;s &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>');
    // The address goes only where the message puts it: once in the text, twice in the HTML (link and words).
    expect(mail.text.split(ADDRESS)).toHaveLength(2);
    expect(mail.html.split(ADDRESS)).toHaveLength(3);
    expect(mail.text).toContain(
      'If neither is done within 3 days of the report, the reported result is confirmed automatically.',
    );
  });

  it("says a rotated address is the school's new one", () => {
    expect(schoolAddress({ school: 'Darcy Road', year: 2030, rotated: true }).text).toMatch(
      /^The private address of the Darcy Road page for the 2030 season has been changed/,
    );
  });
});
