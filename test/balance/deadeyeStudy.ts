/** A plain Gunman with extra firing dice against a Gunman with Deadeye at 6": the balance tests' study. */
export const DEADEYE_STUDY = {
  name: 'deadeye-in-dice',
  seed: 5,
  scenario: 'duel',
  figures: { a: 'gunman', b: { class: 'gunman', skills: ['deadeye'] } },
  params: { range: 6 },
  trials: 1000,
} as const;
