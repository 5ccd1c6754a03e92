/* The offline page (served by the service worker for any navigation without a network) shows
   one language: the first segment of the address (/en/…), else the browser's languages, else
   Persian. Without this script all four are shown. A file, not inline: the CSP allows 'self'. */
(function () {
  var langs = ["fa", "en", "nl", "fr"];
  var first = location.pathname.split("/")[1];
  var lang = langs.indexOf(first) >= 0 ? first : null;
  var wanted = navigator.languages || [navigator.language || ""];
  for (var i = 0; !lang && i < wanted.length; i++) {
    var code = String(wanted[i]).slice(0, 2).toLowerCase();
    if (langs.indexOf(code) >= 0) lang = code;
  }
  lang = lang || "fa";
  var sections = document.querySelectorAll("section[lang]");
  for (var j = 0; j < sections.length; j++) sections[j].hidden = sections[j].getAttribute("lang") !== lang;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === "fa" ? "rtl" : "ltr";
})();
