/*
 * Sandbox checkout (docs/decisions/0006): a same-origin stand-in for Razorpay's checkout.js, so the whole enrolment and fee
 * payment flow runs without the internet. It defines window.Razorpay with Razorpay's options and callbacks
 * (key, amount in paise, currency, name, description, order_id, handler, modal.ondismiss, on('payment.failed')), and
 * opens a window with Pay, Fail and Close. Pay asks the API (payment/v1/sandbox-pay/, the student's token) to pay the
 * order for the amount shown; the API signs the result with the server's secret as Razorpay would. Fail reports
 * 'payment.failed'; Close (or Escape) calls modal.ondismiss.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var apiBase = script && script.src ? script.src.replace(/payment\/sandbox\/checkout\.js(\?.*)?$/, '') : '/api/';

  function token() {
    try {
      return (JSON.parse(window.localStorage.getItem('userdetail') || '{}') || {}).token || null;
    } catch (e) {
      return null;
    }
  }
  function rupees(paise) {
    return '\u20b9' + (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 });
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
  };
  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) {
      fn(payload);
    });
  };
  Razorpay.prototype.close = function () {
    if (this.dialog) {
      this.dialog.close();
      this.dialog.remove();
      this.dialog = null;
    }
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var dialog = el('dialog', {
      'aria-labelledby': 'sandbox-checkout-title',
      'data-sandbox-checkout': '',
      style:
        'border:none;border-radius:12px;padding:24px;max-width:min(420px,calc(100vw - 32px));font:16px/1.5 system-ui,sans-serif;color:#1d2433;box-shadow:0 20px 40px rgb(16 24 40 / 25%)',
    });
    dialog.appendChild(
      el(
        'h2',
        { id: 'sandbox-checkout-title', style: 'margin:0 0 4px;font-size:1.25rem' },
        (o.name || 'Payment') + ' \u2014 sandbox checkout',
      ),
    );
    dialog.appendChild(el('p', { style: 'margin:0 0 4px;color:#555f70' }, o.description || ''));
    dialog.appendChild(
      el('p', { style: 'margin:0 0 16px;font-size:1.5rem;font-weight:700' }, rupees(Number(o.amount) || 0)),
    );
    dialog.appendChild(
      el(
        'p',
        { style: 'margin:0 0 16px;color:#555f70;font-size:.9rem' },
        'No money moves: this window stands in for the payment provider.',
      ),
    );
    var status = el('p', { role: 'status', style: 'margin:0 0 12px;min-height:1.5em' });
    dialog.appendChild(status);
    var row = el('div', { style: 'display:flex;gap:12px;flex-wrap:wrap' });
    var button = function (label, bg, fg) {
      return el(
        'button',
        {
          type: 'button',
          style:
            'min-height:44px;min-width:44px;padding:0 16px;border-radius:8px;border:1px solid #1f4fd1;font:inherit;font-weight:600;cursor:pointer;background:' +
            bg +
            ';color:' +
            fg,
        },
        label,
      );
    };
    var pay = button('Pay', '#1f4fd1', '#fff');
    var fail = button('Fail', '#fff', '#b42318');
    var close = button('Close', '#fff', '#1d2433');
    row.appendChild(pay);
    row.appendChild(fail);
    row.appendChild(close);
    dialog.appendChild(row);
    document.body.appendChild(dialog);
    this.dialog = dialog;
    var dismiss = function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    };
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      dismiss();
    });
    close.addEventListener('click', dismiss);
    fail.addEventListener('click', function () {
      self.close();
      self.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authentication',
          reason: 'payment_failed',
          metadata: { order_id: o.order_id, payment_id: null },
        },
      });
    });
    pay.addEventListener('click', function () {
      pay.disabled = true;
      fail.disabled = true;
      status.textContent = 'Processing\u2026';
      var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
      var t = token();
      if (t) headers.Authorization = 'Token ' + t;
      var url = o.sandbox_pay_url || apiBase + 'payment/v1/sandbox-pay/';
      fetch(url, {
        method: 'POST',
        headers: headers,
        body: JSON.stringify({ order_id: o.order_id, amount_paise: Number(o.amount) }),
      })
        .then(function (r) {
          return r.json().then(function (b) {
            return { ok: r.ok, body: b };
          });
        })
        .then(function (res) {
          if (!res.ok || !res.body || !res.body.status)
            throw new Error((res.body && res.body.message) || 'Payment failed');
          self.close();
          if (typeof o.handler === 'function') o.handler(res.body.data);
        })
        .catch(function (error) {
          self.close();
          self.emit('payment.failed', {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: error.message,
              reason: 'payment_failed',
              metadata: { order_id: o.order_id, payment_id: null },
            },
          });
        });
    });
    dialog.showModal();
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
