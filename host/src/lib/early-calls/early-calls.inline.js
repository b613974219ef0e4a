/* global window, document, location */
(function () {
  try {
    var record = JSON.parse(localStorage.getItem('userdetail') || 'null');
    if (!record || typeof record.token !== 'string' || typeof record.username !== 'string') return;
    if (record.permission !== 'student') return;
    // The IST date formatter (@date-fns/tz's) and the rupee formatter (@classroom/shared/format), made once now that
    // the page is parsed and the main thread waits on the network: their first build reads ICU's zone and locale data,
    // which the first screen's render paid after its last byte. Later ones with the same options are cheap.
    setTimeout(function () {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', timeZoneName: 'longOffset' }).format(0);
        var rupee = { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 };
        new Intl.NumberFormat('en-IN', rupee).format(0);
      } catch (ignored) {
        // A browser without them: the screens make their own, as before.
      }
    }, 0);
    if (location.pathname.replace(/\/+$/, '') !== '/student') return;
    var block = document.getElementById('portal-config');
    var config = JSON.parse((block && block.textContent) || 'null');
    if (!config || typeof config.apiBaseUrl !== 'string' || !config.apiBaseUrl) return;
    var base = new URL(config.apiBaseUrl, location.href);
    var send = function (path, query) {
      var url = new URL(path, base);
      for (var key in query) url.searchParams.set(key, String(query[key]));
      var abort = new AbortController();
      var timer = setTimeout(function () {
        abort.abort();
      }, 30000);
      var headers = { Accept: 'application/json', Authorization: 'Token ' + record.token };
      // No cookies (the token is the student's credential): a request without credentials goes on a connection pool
      // of its own, so over HTTP/1.1 the two calls leave now instead of queueing behind the page's script files for
      // one of the six connections (decision 0027).
      return fetch(url, { method: 'GET', headers: headers, credentials: 'omit', signal: abort.signal }).then(
        function (response) {
          clearTimeout(timer);
          return response
            .json()
            .catch(function () {
              return undefined;
            })
            .then(function (body) {
              var raw = { kind: 'reply', ok: response.ok, status: response.status, body: body, path: url.pathname };
              return { raw: raw, arrivedAt: performance.now() };
            });
        },
        function (error) {
          clearTimeout(timer);
          var message = error instanceof Error ? error.message : undefined;
          return { raw: { kind: 'noReply', message: message, network: true }, arrivedAt: performance.now() };
        },
      );
    };
    var details = { query: { username: record.username } };
    window.__portalEarlyCalls = {
      token: record.token,
      calls: [
        { name: 'studentDetails', args: details, reply: send('users/v1/get-student-details2/', details.query) },
        { name: 'studentDashboard', reply: send('student/v1/student-dashboard/', {}) },
      ],
    };
  } catch (error) {
    window.__portalEarlyCalls = undefined;
  }
})();
