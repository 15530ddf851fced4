import { divisionTableHtml, escapeHtml, finalsGridHtml } from './html';
import { sampleBundle } from '@/test/fixtures';

describe('contract HTML from the structure', () => {
  it('escapes every text that comes from data', () => {
    const division = sampleBundle().divisions[0]!;
    division.teams[0]!.name = '<img src=x onerror=alert(1)>';
    division.name = '"><script>alert(1)</script>';
    const html = divisionTableHtml(division, [1, 3]);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`'&"`)).toBe('&#39;&amp;&quot;');
  });

  it('shows results, places, round totals and the colours rule', () => {
    const html = divisionTableHtml(sampleBundle().divisions[0]!, [1, 3]);
    expect(html).toContain(
      '<th scope="row">Carlingford A</th><td>4</td><td>2*</td><td>-</td><td>6</td><td>1st</td>',
    );
    expect(html).toContain(
      'Home team (first named) plays White on boards 1 and 3 and Black on boards 2 and 4.',
    );
  });

  it('prints a tied finals pairing as the league does, 4(11)#, and marks the winners', () => {
    const html = finalsGridHtml(sampleBundle().finals[0]!);
    expect(html).toContain(
      '<li class="winner"><span class="team">New Lambton South</span> <span class="score">4(11)#</span></li>',
    );
    expect(html).toContain(
      '<span class="team">Emmanuel Anglican College</span> <span class="score">4(9)</span>',
    );
    expect(html).toContain('<span class="team">Bye</span>');
  });
});
