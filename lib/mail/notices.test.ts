/**
 * Who is told what, each message once (docs/mail.md): the other school of a report, its reminders, both
 * schools of a match with no card, the zone's scorer of a dispute and on Mondays.
 */
import { and, eq } from 'drizzle-orm';
import { describeEachEngine } from '@/test/engines';
import { resolvePrivateLink } from '@/lib/db/queries/cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import { mailOutbox, matches, privateLinks } from '@/lib/db/schema';
import { sendDueMail } from './worker';
import { autoConfirmSweep } from '@/lib/writes/auto-confirm';
import { queueReportReminders } from '@/lib/writes/card-notices';
import { queueResultNeeded } from '@/lib/writes/result-needed';
import { queueScorerDigests } from '@/lib/writes/scorer-digest';
import { AFTER, CARLINGFORD, MATCH, SITE, later, mailSeason, worker } from '@/test/mail-season';

describeEachEngine('the notices of the mail outbox on %s', (engine) => {
  const season = mailSeason(engine);

  it("queues the other school's notice once with the report, and the worker sends it once, with its own page's link", async () => {
    const first = await season.report();
    expect(first.ok).toBe(true);
    expect((await season.report()).ok && (await season.report()).ok).toBe(true);
    const queued = await season.rows();
    expect(queued.map((r) => [r.kind, r.recipient, r.state])).toEqual([
      ['report-notice', CARLINGFORD, 'queued'],
    ]);
    const [row] = queued;
    expect(row!.subject).toBe(
      'North Rocks reported 2½–1½ for North Rocks A v Carlingford A: please confirm or dispute',
    );
    // No working address in the store.
    expect(row!.text).not.toContain(season.link('Carlingford Public School').token);

    expect(await sendDueMail(season.db(), worker(season.smtp(), 'one'))).toBe(1);
    expect(await sendDueMail(season.db(), worker(season.smtp(), 'two'))).toBe(0);
    expect(season.smtp().received).toHaveLength(1);
    const mail = season.smtp().received[0]!;
    const own = `${SITE}/private/${season.link('Carlingford Public School').token}/match/${MATCH}`;
    expect(mail.subject).toBe(row!.subject);
    expect(mail.text!.split('\n')[0]).toBe(`${row!.subject}.`);
    expect(mail.text).toContain(own);
    expect(mail.html).toContain(`href="${own}"`);
    expect(mail.messageId).toBe(row!.messageId);
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe(CARLINGFORD);
    expect(mail.replyTo?.text).toBe('office@example.org');
    // No other school's address goes to Carlingford.
    expect(mail.text).not.toContain(season.link('North Rocks').token);
    const [sent] = await season.rows();
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, claimedBy: null });
    expect(sent!.answer).toMatch(/^250/);
  });

  it('reminds the other school a day after the report and on the day before it is confirmed automatically, once each', async () => {
    await season.report();
    const sweep = async (hours: number) => {
      const at = later(hours * 3_600_000);
      const { waiting } = await autoConfirmSweep(season.db(), at, 3);
      return queueReportReminders(season.db(), waiting, at, 3);
    };
    expect(await sweep(1)).toBe(0);
    expect(await sweep(25)).toBe(1);
    expect(await sweep(26)).toBe(0);
    expect(await sweep(49)).toBe(1);
    expect(await sweep(71)).toBe(0);
    // Confirmed automatically: nothing waits, nothing more is sent.
    expect(await sweep(73)).toBe(0);
    expect((await season.rows()).map((r) => [r.kind, r.recipient])).toEqual([
      ['report-notice', CARLINGFORD],
      ['report-reminder', CARLINGFORD],
      ['report-last-day', CARLINGFORD],
    ]);
    await sendDueMail(
      season.db(),
      worker(season.smtp(), 'one', () => later(73 * 3_600_000)),
    );
    const subject = 'North Rocks reported 2½–1½ for North Rocks A v Carlingford A: please confirm or dispute';
    expect(season.smtp().received.map((m) => m.subject)).toEqual([
      subject,
      `Still waiting: ${subject}`,
      `Confirmed automatically tomorrow: ${subject}`,
    ]);
    expect(season.smtp().received[2]!.text).toContain(
      'If neither is done by Thursday 23 May at 12:00 pm (Sydney time)',
    );
    expect(new Set(season.smtp().received.map((m) => m.messageId)).size).toBe(3);
  });

  it('tells both schools the morning after a match that has no card, once, and not for a match reported', async () => {
    const [row] = await season
      .db()
      .select({ date: matches.date })
      .from(matches)
      .where(and(eq(matches.division, 'PA1'), eq(matches.round, 3), eq(matches.home, 3)));
    const day = row!.date!;
    // 6 am and 8 am in Sydney (AEST, UTC+10) the next day.
    const early = new Date(`${day}T20:00:00Z`);
    const morning = new Date(`${day}T22:00:00Z`);
    expect(await queueResultNeeded(season.db(), early)).toBe(0);
    // A school without its private address is not told: the message's link would lead nowhere.
    const revoked = (revokedAt: Date | null) =>
      season
        .db()
        .update(privateLinks)
        .set({ revokedAt })
        .where(eq(privateLinks.id, season.link('Carlingford Public School').id));
    await revoked(morning);
    expect(await queueResultNeeded(season.db(), morning)).toBe(0);
    await revoked(null);
    expect(await queueResultNeeded(season.db(), morning)).toBe(1);
    expect(await queueResultNeeded(season.db(), new Date(morning.getTime() + 3_600_000))).toBe(0);
    await sendDueMail(
      season.db(),
      worker(season.smtp(), 'one', () => morning),
    );
    expect(season.smtp().received.map((m) => m.subject)).toEqual([
      'Result needed: North Rocks A v Carlingford A',
    ]);
    expect(season.smtp().received[0]!.text).toContain(
      `${SITE}/private/${season.link('Carlingford Public School').token}/match/${MATCH}`,
    );
    await season.db().delete(mailOutbox);
    await season.report();
    await season.db().delete(mailOutbox);
    expect(await queueResultNeeded(season.db(), morning)).toBe(0);
  });

  it("sends each zone's scorer a Monday digest of what is disputed, late and waiting, once a week", async () => {
    await season.report();
    await season.db().delete(mailOutbox);
    // Sunday in Sydney, then Monday 6 am: nothing yet.
    expect(await queueScorerDigests(season.db(), new Date('2030-05-18T23:00:00Z'))).toBe(0);
    expect(await queueScorerDigests(season.db(), new Date('2030-05-19T20:00:00Z'))).toBe(0);
    const monday = later(3_600_000);
    expect(await queueScorerDigests(season.db(), monday)).toBe(1);
    expect(await queueScorerDigests(season.db(), later(5 * 3_600_000))).toBe(0);
    await sendDueMail(
      season.db(),
      worker(season.smtp(), 'one', () => monday),
    );
    const [digest] = season.smtp().received;
    expect(digest!.subject).toMatch(/^The PA zone this week \(20 May\): 0 disputed, \d+ late, 1 waiting$/);
    expect(digest!.text).toMatch(
      new RegExp(
        `Waiting: reported, for the other school's confirmation:\\n- PA1 round 3 \\(17 May\\): North Rocks A v Carlingford A\\n  ${SITE}/private/${season.link('PA').token}/desk/PA1~r3~\\d+v\\d+\\n`,
      ),
    );
    expect(digest!.text).toContain(`${SITE}/private/${season.link('PA').token}\n`);
    expect(digest!.to && 'text' in digest!.to && digest!.to.text).toBe('scorer.parramatta@example.org');
  });

  it("tells the zone's scorer of a dispute, with the match at the desk", async () => {
    const first = await season.report();
    if (!first.ok) throw new Error('not reported');
    const away = (await resolvePrivateLink(season.db(), season.link('Carlingford Public School').token))!;
    const dispute = await sendCardAction(
      season.db(),
      away,
      {
        matchKey: MATCH,
        kind: 'dispute',
        idempotencyKey: 'dispute-001-card-key',
        refEventId: first.event.id,
        card: { boards: ['1-0', '0-1', '1-0', '0-1'] },
      },
      AFTER,
    );
    expect(dispute.ok).toBe(true);
    await sendDueMail(season.db(), worker(season.smtp(), 'one'));
    const toScorer = season
      .smtp()
      .received.filter((m) => m.to && 'text' in m.to && m.to.text === 'scorer.parramatta@example.org');
    expect(toScorer.map((m) => m.subject)).toEqual([
      'Carlingford Public School disputed the result of North Rocks A v Carlingford A: 2½–1½ or 2–2',
    ]);
    expect(toScorer[0]!.text).toContain(`${SITE}/private/${season.link('PA').token}/desk/${MATCH}`);
  });
});
