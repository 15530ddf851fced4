/** Notes both seasons print on their grids. */
export const DOUBLE_MATCH_NOTE =
  'Each pairing is two matches with colours reversed (the first-numbered team is home in the first), so it is scored out of 8.';
