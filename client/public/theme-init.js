// Applies the saved theme and language before the first paint, so there is no flash of the
// wrong theme. Keys are those of src/lib/preferences.ts.
(function () {
  try {
    var theme = localStorage.getItem('stepwise.theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    var lang = localStorage.getItem('stepwise.language');
    if (lang === 'fr' || lang === 'en') document.documentElement.lang = lang;
  } catch (e) {
    // Storage blocked: the app applies its defaults once it starts.
  }
})();
