/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import { filterYearData, type FilterData } from '@/lib/league/finals-filters';
import { FinalsFilters } from './FinalsFilters';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const data: FilterData = {
  years: [2026, 2025],
  byYear: {
    2026: filterYearData(seasonIndexOfBundle(demoBundle(2026))),
    2025: filterYearData(seasonIndexOfBundle(demoBundle(2025))),
  },
};
const start = {
  year: 2026,
  competition: 'primary',
  grade: 'championship',
  stage: 'region',
  metro: 'metropolitan',
  region: 'ME',
  zone: null,
} as const;

beforeEach(() => {
  jest.useFakeTimers();
  push.mockClear();
  window.sessionStorage.clear();
  document.body.className = '';
});
afterEach(() => jest.useRealTimers());

/** Renders the filters and waits for their panel, whose code loads after the first render. */
async function renderFilters(data: FilterData) {
  render(<FinalsFilters data={data} initial={start} currentPath="/2026/finals/championship/region/ME/2" />);
  await screen.findByLabelText('Year');
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FinalsFilters', () => {
  it('starts closed and opens from its button', async () => {
    await renderFilters(data);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Year')).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('combobox').map((select) => select.id)).toEqual([
      'finals-filter-year',
      'finals-filter-competition',
      'finals-filter-grade',
      'finals-filter-stage',
      'finals-filter-metro',
      'finals-filter-region',
    ]);
  });

  it('goes to the finals page of a complete selection 100 ms after the change, the last change winning', async () => {
    await renderFilters(data);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    choose('Region', 'MN');
    act(() => jest.advanceTimersByTime(50));
    choose('Region', 'MW');
    act(() => jest.advanceTimersByTime(99));
    expect(push).not.toHaveBeenCalled();
    expect(document.body).not.toHaveClass('location-changing');
    act(() => jest.advanceTimersByTime(1));
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/2026/finals/championship/region/MW/2', { scroll: false });
    // Marked like a link click until the next page is shown.
    expect(document.body).toHaveClass('location-changing');
  });

  it('stays put while the selection is incomplete, with the clearing rules applied', async () => {
    await renderFilters(data);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    choose('Metro or country', 'country');
    expect(screen.getByLabelText('Region')).toHaveValue('');
    choose('Competition', 'secondary');
    expect(screen.getByLabelText('Grade')).toHaveValue('');
    expect(screen.queryByLabelText('Stage')).toBeNull();
    act(() => jest.advanceTimersByTime(500));
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Choose every filter to see a finals grid.');
  });

  describe('with only the page’s own season', () => {
    const own: FilterData = { years: data.years, byYear: { 2026: data.byYear[2026]! } };
    const fetchMock = jest.fn();
    beforeEach(() => {
      fetchMock.mockReset();
      global.fetch = fetchMock;
    });

    it('fetches another season’s places when the year changes, then keeps the place and goes there', async () => {
      fetchMock.mockResolvedValue({
        ok: true,
        status: 200,
        json: async () => ({ result: 1, data: data.byYear[2025] }),
      });
      await renderFilters(own);
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      choose('Year', '2025');
      expect(fetchMock).toHaveBeenCalledWith('/api/finals-filters/2025');
      await act(async () => {
        await Promise.resolve();
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByLabelText('Year')).toHaveValue('2025');
      expect(screen.getByLabelText('Region')).toHaveValue('ME');
      act(() => jest.advanceTimersByTime(100));
      expect(push).toHaveBeenCalledWith('/2025/finals/championship/region/ME/2', { scroll: false });
      // The season is known now: choosing it again asks nothing.
      choose('Year', '2026');
      choose('Year', '2025');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('says so and changes nothing when the season’s places do not load', async () => {
      fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
      await renderFilters(own);
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      choose('Year', '2025');
      await act(async () => {
        await Promise.resolve();
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByRole('status')).toHaveTextContent(
        'The regions and zones of 2025 did not load. Please try again.',
      );
      expect(screen.getByLabelText('Year')).toHaveValue('2026');
      act(() => jest.advanceTimersByTime(500));
      expect(push).not.toHaveBeenCalled();
    });
  });
});
