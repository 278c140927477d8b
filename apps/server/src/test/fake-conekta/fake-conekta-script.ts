/**
 * A small stand-in for Conekta.js v1 (cdn.conekta.io/js/latest/conekta.js) with its documented
 * API: `Conekta.setPublicKey(key)`, `Conekta.getPublicKey()`, `Conekta.setLanguage(lang)`,
 * `Conekta.Token.create({ card }, onSuccess(token), onError(error))`. It POSTs the card to `apiUrl`/tokens
 * authenticated with the public key (HTTP Basic, `key:`) and the tokens API version in `Accept`.
 */
export function conektaJsSource(apiUrl: string): string {
  return `(function () {
  'use strict';
  var api = ${JSON.stringify(apiUrl.replace(/\/+$/, ''))};
  var state = { publicKey: null, language: 'es' };
  var unreachable = {
    object: 'error', type: 'api_error', code: 'connection_error', param: null,
    message: 'Could not connect to Conekta.',
    message_to_purchaser: 'Tu solicitud no pudo ser procesada, por favor intenta más tarde.'
  };

  function create(params, onSuccess, onError) {
    var card = params && params.card ? params.card : {};
    fetch(api + '/tokens', {
      method: 'POST',
      headers: {
        'Authorization': 'Basic ' + btoa((state.publicKey || '') + ':'),
        'Accept': 'application/vnd.conekta-v0.3.0+json',
        'Content-Type': 'application/json'
      },
      body: JSON.stringify({ card: card })
    }).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (answer) {
      if (answer.ok && answer.body && answer.body.object === 'token') onSuccess(answer.body);
      else onError(answer.body || unreachable);
    }, function () {
      onError(unreachable);
    });
  }

  window.Conekta = {
    setPublicKey: function (key) { state.publicKey = key; },
    getPublicKey: function () { return state.publicKey; },
    setLanguage: function (language) { state.language = language; },
    getLanguage: function () { return state.language; },
    Token: { create: create }
  };
})();
`;
}
