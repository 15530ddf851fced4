/** @jest-environment jsdom */
/** Every refusal the office's draw and season writes can answer has its sentence on the page. */
import { render, screen } from '@testing-library/react';
import { DRAW_REFUSALS } from '@/lib/writes/office-draw';
import { SEASON_REFUSALS } from '@/lib/writes/office-season';
import { OfficeNotice } from './OfficeNotice';

it.each([...DRAW_REFUSALS.map((r) => `draw-${r}`), ...SEASON_REFUSALS])('says why %s was refused', (key) => {
  render(<OfficeNotice refused={key} />);
  expect(screen.getByRole('status').textContent).toMatch(/nothing was changed/i);
});
