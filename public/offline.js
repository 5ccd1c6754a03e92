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

/* Tickets offline (decision 107): the tickets and vouchers the service worker kept for this device's
   current owner, as links it answers without a network. The cache names are those of
   app/pwa/tickets.ts (OWNER_CACHE, OWNER_KEY, TICKET_CACHE_PREFIX, the headers). */
(function () {
  if (!window.caches) return;
  var lang = document.documentElement.lang;
  var section = document.querySelector('section[lang="' + lang + '"]');
  var box = section && section.querySelector("[data-saved]");
  var list = box && box.querySelector("ul");
  if (!list) return;
  var calendar = lang === "fa" ? "fa-IR-u-ca-persian" : lang === "en" ? "en-GB" : lang;
  var format = new Intl.DateTimeFormat(calendar, { dateStyle: "medium", timeStyle: "short" });
  caches
    .open("parvaz-ticket-owner")
    .then(function (cache) {
      return cache.match("/__parvaz/ticket-owner");
    })
    .then(function (answer) {
      return answer ? answer.text() : "";
    })
    .then(function (owner) {
      if (!/^[ug]-[\w-]{22}$/.test(owner)) return [];
      return caches.open("parvaz-tickets-" + owner).then(function (cache) {
        return cache.keys().then(function (requests) {
          return Promise.all(
            requests.map(function (request) {
              return cache.match(request).then(function (answer) {
                return { url: new URL(request.url), answer: answer };
              });
            }),
          );
        });
      });
    })
    .then(function (saved) {
      saved.forEach(function (entry) {
        var type = entry.answer && entry.answer.headers.get("Content-Type");
        if (!type || type.indexOf("text/html") !== 0) return;
        var number = entry.answer.headers.get("X-Parvaz-Ticket") || "";
        var at = new Date(entry.answer.headers.get("X-Parvaz-Saved-At") || "");
        var link = document.createElement("a");
        link.href = entry.url.pathname;
        link.setAttribute("data-saved-ticket", number);
        link.textContent = list
          .getAttribute("data-label")
          .replace("{number}", "\u2066" + number + "\u2069")
          .replace("{time}", isNaN(at.getTime()) ? "" : format.format(at));
        var item = document.createElement("li");
        item.appendChild(link);
        list.appendChild(item);
      });
      if (list.children.length) box.hidden = false;
    })
    .catch(function () {});
})();
