// Applies the saved theme and language before the first paint, so there is no flash of the
// wrong theme. Keys are those of src/lib/preferences.ts, which also keeps each choice in a cookie
// for the server's rendering; choices saved before that cookie existed are copied over here.
(function () {
  try {
    var theme = localStorage.getItem('stepwise.theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    var lang = localStorage.getItem('stepwise.language');
    if (lang === 'fr' || lang === 'en') document.documentElement.lang = lang;
    var year = 365 * 24 * 3600;
    ['stepwise.theme', 'stepwise.language'].forEach(function (key) {
      var value = localStorage.getItem(key);
      if (value && document.cookie.indexOf(key + '=' + value) === -1) {
        document.cookie = key + '=' + encodeURIComponent(value) + '; path=/; max-age=' + year + '; samesite=lax';
      }
    });
  } catch (e) {
    // Storage blocked: the app applies its defaults once it starts.
  }
})();
