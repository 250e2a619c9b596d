/** The stand-in's hosted pages: Checkout, the 3-D Secure 2 challenge and Connect onboarding. Plain HTML forms. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;padding:32px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:24px}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:28px;font-weight:600;margin:0 0 16px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #cfd7df;border-radius:4px}
.row{display:flex;gap:8px}.row>div{flex:1}button{margin-top:20px;width:100%;padding:12px;font-size:16px;border:0;border-radius:4px;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a1f36;border:1px solid #cfd7df}.error{color:#df1b41;margin:12px 0 0}.muted{color:#697386;font-size:14px}
</style></head><body><main>${body}</main></body></html>`;
}

export interface CheckoutView {
  id: string;
  title: string;
  amountText: string;
  email: string | null;
  error: string | null;
  cancelUrl: string;
  mode: 'subscription' | 'payment' | 'setup';
}

export function checkoutPage(view: CheckoutView): string {
  const action = view.mode === 'setup' ? 'Save card' : view.mode === 'subscription' ? 'Subscribe' : 'Pay';
  return page(
    `Checkout — ${view.title}`,
    `<p class="muted">Test mode</p><h1>${escapeHtml(view.title)}</h1>
${view.mode === 'setup' ? '' : `<p class="amount">${escapeHtml(view.amountText)}</p>`}
<form method="post" action="/checkout/${view.id}/pay">
${view.email ? `<p class="muted">${escapeHtml(view.email)}</p>` : ''}
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<div class="row"><div><label for="cardExpiry">Expiry</label><input id="cardExpiry" name="cardExpiry" placeholder="MM / YY" autocomplete="cc-exp" required></div>
<div><label for="cardCvc">CVC</label><input id="cardCvc" name="cardCvc" placeholder="CVC" autocomplete="cc-csc" required></div></div>
<label for="billingName">Name on card</label><input id="billingName" name="billingName" autocomplete="cc-name" required>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
<button type="submit">${action}</button></form>
<p><a href="${escapeHtml(view.cancelUrl)}">Back</a></p>`,
  );
}

export function challengePage(sessionId: string): string {
  return page(
    '3D Secure 2 authentication',
    `<p class="muted">Test mode · 3D Secure 2</p><h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="/checkout/${sessionId}/authenticate"><button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" class="secondary" name="outcome" value="fail">Fail authentication</button></form>`,
  );
}

export function onboardingPage(token: string, email: string | null): string {
  return page(
    'Set up payouts',
    `<p class="muted">Test mode · Connect Express</p><h1>Set up payouts</h1>
<p>${email ? escapeHtml(email) + ': ' : ''}test details are filled in for you.</p>
<form method="post" action="/connect/onboarding/${token}"><button type="submit">Agree and submit</button></form>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
