/** The round initial that opens the account menu; the top bar shows the same shape while the menu's chunk loads. */
export const AVATAR_CLASS =
  'flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase shadow-sm hover:bg-brand-800';
