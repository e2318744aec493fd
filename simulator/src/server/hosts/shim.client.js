/* global window, document, navigator, setTimeout, history, location */
// The host shim: runs in the page before the app's own scripts and plays the native host the
// simulator was asked for (docs/simulator.md "Hosts"). The server serves this file followed by
// `installHostShim(<config JSON>)`, so it must stay self-contained: no imports, plain ES2017 that any
// WebView of the era runs. shim.ts minifies it once when the server starts (esbuild, no bundling).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function installHostShim(config) {
  'use strict';
  var w = window;
  // First of all, before the bridge and before the page's own scripts: the page meets the APIs of
  // the host's real engine, not those of the browser the simulator runs in (docs/simulator.md "Engines").
  removeLackedApis(config.engine);
  var HANDOFFS = ['exitToLogin', 'closeWebView'];
  var NATIVE_CALLS_AFTER_LOAD_MS = 1000;
  var post = typeof w.fetch === 'function' ? w.fetch.bind(w) : null; // captured before the app can wrap fetch
  var seq = 0;
  var bridgeKey = takeBridgeKey();

  // Each path is reached from window ('A.prototype.b' → window.A.prototype, 'A.b' → window.A,
  // 'a' → window) and deleted where that object's prototype chain defines it: Int8Array.prototype.at
  // belongs to %TypedArray%.prototype. What is absent or not configurable stays as it is.
  function removeLackedApis(engine) {
    for (var i = 0; i < engine.lacks.length; i++) {
      try {
        removeApi(engine.lacks[i].split('.'));
      } catch (e) {
        console.warn('[sim] cannot take ' + engine.lacks[i] + ' away to play ' + engine.label, e);
      }
    }
  }

  function removeApi(names) {
    var property = names.pop();
    var owner = w;
    for (var i = 0; i < names.length && isObject(owner); i++) owner = owner[names[i]];
    for (; isObject(owner); owner = Object.getPrototypeOf(owner)) {
      var descriptor = Object.getOwnPropertyDescriptor(owner, property);
      if (!descriptor) continue;
      if (descriptor.configurable) delete owner[property];
      return;
    }
  }

  function isObject(value) {
    return (typeof value === 'object' && value !== null) || typeof value === 'function';
  }

  // The page's key for the bridge log (hosts/bridge-key.ts), handed over in a meta tag the
  // simulator put before this script; taken out of the DOM so the page's own code never sees it.
  function takeBridgeKey() {
    try {
      var meta = document.querySelector('meta[name="sim-bridge-key"]');
      if (!meta) return '';
      var key = meta.getAttribute('content') || '';
      meta.parentNode.removeChild(meta);
      return key;
    } catch {
      return '';
    }
  }

  function plain(value) {
    if (value === undefined) return undefined;
    try {
      return JSON.parse(JSON.stringify(value));
    } catch {
      return String(value);
    }
  }

  // Every message in both directions goes to the server log (ctx.logs, kind 'bridge'): JSON with
  // the page's key, as the control API takes writes (no sendBeacon: it can only send text/plain).
  // With the log off (`__bridgeLog=off`), only the page's answers to native calls, which settle
  // those calls on the server.
  function report(entry) {
    entry.session = config.session;
    entry.host = config.host;
    entry.seq = ++seq;
    entry.at = Date.now();
    if (!post) return;
    if (!config.bridgeLog && entry.kind !== 'answer') return;
    var body = JSON.stringify(entry);
    post('/__sim/bridge-log', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-bridge-key': bridgeKey },
      body: body,
      keepalive: body.length < 60000,
    }).catch(function () {});
  }

  function defineUserAgent() {
    try {
      Object.defineProperty(navigator, 'userAgent', {
        configurable: true,
        get: function () {
          return config.userAgent;
        },
      });
      Object.defineProperty(navigator, 'appVersion', {
        configurable: true,
        get: function () {
          return config.userAgent.replace(/^Mozilla\//, '');
        },
      });
    } catch (e) {
      console.warn('[sim] userAgent override failed', e);
    }
  }

  // Native → web. Android hosts hand over a JSON string (evaluateJavascript), iOS an object.
  function deliver(message) {
    report({
      direction: 'native→web',
      kind: message.responseId !== undefined ? 'native-call' : 'reply',
      functionName: message.functionName,
      callbackId: message.callbackId,
      responseId: message.responseId,
      errorCode: message.errorCode,
      errorMsg: message.errorMsg,
      data: message.data,
    });
    var attempts = 0;
    (function tryDeliver() {
      var receive = w.merchantBridgeReceive;
      if (typeof receive !== 'function') {
        if (++attempts <= 400) setTimeout(tryDeliver, 25);
        else console.warn('[sim] the page never installed merchantBridgeReceive');
        return;
      }
      try {
        receive(config.bridge === 'android' ? JSON.stringify(message) : message);
      } catch (e) {
        console.error('[sim] merchantBridgeReceive threw', e);
      }
    })();
  }

  function answerFor(functionName, callbackId) {
    var base = { callbackId: callbackId, functionName: functionName };
    if (config.blocked.indexOf(functionName) >= 0) {
      base.errorCode = 'VERSION';
      base.errorMsg = '当前App版本(' + config.version + ')不支持' + functionName + '，请升级';
    } else if (Object.prototype.hasOwnProperty.call(config.answers, functionName)) {
      base.data = plain(config.answers[functionName]);
    } else {
      base.errorCode = 'NOT_FOUND';
      base.errorMsg = '原生未实现方法 ' + functionName;
    }
    return base;
  }

  // Web → native: a call (functionName + callbackId), a one-way post, or the page's answer to a
  // native-initiated call (responseId), which the server hands back to whoever started it.
  function onWebMessage(raw) {
    var message = raw;
    if (typeof raw === 'string') {
      try {
        message = JSON.parse(raw);
      } catch {
        report({ direction: 'web→native', kind: 'garbage', data: String(raw).slice(0, 500) });
        return;
      }
    } else {
      message = plain(raw);
    }
    if (!message || typeof message !== 'object') return;
    var hasCallback = message.callbackId !== undefined && message.callbackId !== null;
    if (message.responseId !== undefined && !hasCallback) {
      report({
        direction: 'web→native',
        kind: 'answer',
        responseId: message.responseId,
        functionName: message.functionName,
        data: message.data,
      });
      return;
    }
    var name = message.functionName;
    if (name === 'setTitle' && message.data && typeof message.data.title === 'string')
      tellHarness({ title: message.data.title });
    report({
      direction: 'web→native',
      kind: hasCallback ? 'call' : 'post',
      functionName: name,
      callbackId: message.callbackId,
      data: message.data,
      handoff: HANDOFFS.indexOf(name) >= 0 ? true : undefined,
    });
    if (!hasCallback) return;
    // A call the host lacks (withoutCalls) has no canned answer and falls through to NOT_FOUND.
    var present = Object.prototype.hasOwnProperty.call(config.answers, name);
    if (
      present &&
      Object.prototype.hasOwnProperty.call(SERVER_ANSWERED, name) &&
      config.blocked.indexOf(name) < 0 &&
      post
    ) {
      answerFromServer(message, SERVER_ANSWERED[name]);
      return;
    }
    setTimeout(function () {
      deliver(answerFor(name, message.callbackId));
    }, config.replyDelayMs);
  }

  // Calls that move money are answered by the simulator, not by a canned answer: the wallet
  // (hosts/wallet.ts) for `pay`, the card reader (hosts/card-reader.ts) for `swipeCardPay`. QA picks
  // their answer per session, and the payment moves the merchant's order on the server.
  // Unreachable → a bridge error, never a canned success: that would tell the page "paid" while
  // nothing was charged.
  var SERVER_ANSWERED = {
    pay: {
      route: '/__sim/wallet/pay',
      errorCode: 'WALLET_UNAVAILABLE',
      errorMsg: '钱包暂时无法支付，未扣款',
    },
    swipeCardPay: {
      route: '/__sim/collect/swipe/pay',
      errorCode: 'READER_UNAVAILABLE',
      errorMsg: '刷卡设备暂时无法使用，未扣款',
    },
  };

  function answerFromServer(message, target) {
    var base = { callbackId: message.callbackId, functionName: message.functionName };
    post(target.route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-bridge-key': bridgeKey },
      body: JSON.stringify({ session: config.session, data: message.data }),
    })
      .then(function (res) {
        return res.ok ? res.json() : Promise.reject(new Error(target.route + ' ' + res.status));
      })
      .then(function (answer) {
        base.data = answer.data;
        deliver(base);
      })
      .catch(function (e) {
        console.warn('[sim] ' + message.functionName + ' unreachable', e);
        base.errorCode = target.errorCode;
        base.errorMsg = target.errorMsg;
        deliver(base);
      });
  }

  // WeChat's client layer, as its web-view injects it: `WeixinJSBridge` and, in a mini program,
  // `__wxjs_environment = 'miniprogram'`, both once the document is parsed (after the page's own
  // scripts started) and announced by `WeixinJSBridgeReady` on document. Nothing goes on `window.wx`:
  // that is the official JS-SDK's, which the page loads itself and which turns
  // `wx.miniProgram.navigateBack()` into `invoke('invokeMiniProgramAPI', {name, arg}, callback)`.
  var MINI_PROGRAM_APIS = [
    'navigateTo',
    'navigateBack',
    'redirectTo',
    'switchTab',
    'reLaunch',
    'postMessage',
  ];
  // These leave the web-view's page for the mini program's own: the page hands the merchant over.
  var MINI_PROGRAM_HANDOFFS = ['navigateBack', 'redirectTo', 'switchTab', 'reLaunch'];

  // What the client answers, per API: handler(args, reply) calls reply once with WeChat's answer
  // shape, `{err_msg: '<api>:ok'}` or `'<api>:fail…'`; may reply later (a check on the server).
  // An API missing here gets `system:function_not_exist`, as from a client that lacks it.
  var WECHAT_APIS = {
    invokeMiniProgramAPI: function (args, reply) {
      var name = args && args.name;
      if (config.wechat !== 'miniProgram') reply({ err_msg: 'invokeMiniProgramAPI:fail_not in miniprogram' });
      else if (MINI_PROGRAM_APIS.indexOf(name) < 0)
        reply({ err_msg: 'invokeMiniProgramAPI:fail_invalid name' });
      else {
        reply({ err_msg: 'invokeMiniProgramAPI:ok' });
        var orderNo = name === 'navigateTo' ? payPageOrder(args.arg && args.arg.url) : null;
        if (orderNo !== null) openPayPage(orderNo);
      }
    },
    // The JS-SDK's wx.config: WeChat's server recomputes the signature over the official
    // account's jsapi_ticket and the address the page has now (without its # part), so a page that
    // signed another address is refused as in WeChat: `config:invalid signature` to the page.
    preVerifyJSAPI: function (args, reply) {
      verifiedApis = null;
      var body = {
        session: config.session,
        url: location.href.split('#')[0],
        appId: args && args.verifyAppId,
        timestamp: args && args.verifyTimestamp,
        nonceStr: args && args.verifyNonceStr,
        signature: args && args.verifySignature,
      };
      if (!post) return reply({ err_msg: 'preVerifyJSAPI:fail' });
      post('/__sim/wechat/preverify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
        .then(function (res) {
          return res.json();
        })
        .then(function (answer) {
          var errMsg = answer && typeof answer.err_msg === 'string' ? answer.err_msg : 'preVerifyJSAPI:fail';
          if (errMsg === 'preVerifyJSAPI:ok') verifiedApis = (args && args.verifyJsApiList) || [];
          reply({ err_msg: errMsg });
        })
        .catch(function () {
          reply({ err_msg: 'preVerifyJSAPI:fail' });
        });
    },
    // The JS-SDK's previewImage: the client's full-screen viewer over the page, closed by a tap.
    imagePreview: afterConfig('imagePreview', function (args, reply) {
      var urls = args && Array.isArray(args.urls) ? args.urls : [];
      var current = args && typeof args.current === 'string' ? args.current : urls[0];
      if (typeof current !== 'string') return reply({ err_msg: 'imagePreview:fail' });
      showImage(current);
      reply({ err_msg: 'imagePreview:ok' });
    }),
    // The JS-SDK asks it once after a config, for its own report.
    getNetworkType: function (args, reply) {
      reply({ err_msg: 'network_type:wifi' });
    },
    // The share card the client's menu sends (to a chat, to Moments): the bridge log shows it.
    updateAppMessageShareData: afterConfig('updateAppMessageShareData', answerOk),
    updateTimelineShareData: afterConfig('updateTimelineShareData', answerOk),
  };

  // The APIs a successful wx.config verified for this page (by the JS-SDK's names for the client:
  // previewImage is `imagePreview`); null before one, or after a refused one.
  var verifiedApis = null;

  // An API the client answers only once wx.config verified it: otherwise `access denied`, which
  // the JS-SDK hands the page as `<api>:permission denied`.
  function afterConfig(name, handler) {
    return function (args, reply) {
      if (verifiedApis === null || verifiedApis.indexOf(name) < 0)
        reply({ err_msg: name + ':access denied' });
      else handler(args, reply, name);
    };
  }

  function answerOk(args, reply, name) {
    reply({ err_msg: name + ':ok' });
  }

  function showImage(url) {
    var viewer = document.createElement('div');
    viewer.setAttribute('data-sim', 'wechat-image-preview');
    viewer.setAttribute(
      'style',
      'position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483647;background:#000;display:flex;align-items:center;justify-content:center',
    );
    var image = document.createElement('img');
    image.src = url;
    image.alt = '';
    image.setAttribute('style', 'max-width:100%;max-height:100%');
    viewer.appendChild(image);
    viewer.addEventListener('click', function () {
      viewer.parentNode.removeChild(viewer);
    });
    document.body.appendChild(viewer);
  }

  // The mini program's pay page: a navigateTo to it names the order it pays (nothing else is taken
  // from the page's URL). The simulator's page plays it and comes back to the H5's result route.
  function payPageOrder(url) {
    if (typeof url !== 'string') return null;
    var query = url.indexOf('?');
    if ((query < 0 ? url : url.slice(0, query)) !== config.miniProgramPayPage) return null;
    var match = /(?:^|&)orderNo=([A-Za-z0-9_-]{1,64})(?:&|$)/.exec(query < 0 ? '' : url.slice(query + 1));
    return match ? match[1] : null;
  }

  function openPayPage(orderNo) {
    setTimeout(function () {
      w.location.assign(
        '/__sim/miniprogram/pay?session=' +
          encodeURIComponent(config.session) +
          '&orderNo=' +
          encodeURIComponent(orderNo),
      );
    }, config.replyDelayMs * 2);
  }

  function wechatCallName(name, args) {
    return name === 'invokeMiniProgramAPI' && args && typeof args.name === 'string'
      ? name + ' ' + args.name
      : name;
  }

  function installWeChat() {
    var listeners = {};
    var bridge = {
      invoke: function (name, args, callback) {
        var data = plain(args);
        report({
          direction: 'web→native',
          kind: 'wx',
          functionName: wechatCallName(name, data),
          data: data,
          handoff:
            name === 'invokeMiniProgramAPI' && data && MINI_PROGRAM_HANDOFFS.indexOf(data.name) >= 0
              ? true
              : undefined,
        });
        var handler = Object.prototype.hasOwnProperty.call(WECHAT_APIS, name) ? WECHAT_APIS[name] : null;
        var replied = false;
        function reply(answer) {
          if (replied) return;
          replied = true;
          setTimeout(function () {
            if (typeof callback === 'function') callback(answer);
          }, config.replyDelayMs);
        }
        if (handler) handler(data, reply, name);
        else reply({ err_msg: 'system:function_not_exist' });
      },
      // Events the client raises (the JS-SDK's share menus); the simulator raises none yet.
      on: function (event, callback) {
        if (typeof callback === 'function') (listeners[event] = listeners[event] || []).push(callback);
      },
    };
    function ready() {
      if (config.wechat === 'miniProgram') w.__wxjs_environment = 'miniprogram';
      w.WeixinJSBridge = bridge;
      var event;
      try {
        event = new w.Event('WeixinJSBridgeReady');
      } catch {
        event = document.createEvent('Event');
        event.initEvent('WeixinJSBridgeReady', false, false);
      }
      document.dispatchEvent(event);
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
    else setTimeout(ready, 0);
  }

  function listenForNativeCalls() {
    if (typeof w.EventSource !== 'function') return;
    var source = new w.EventSource('/__sim/events?session=' + encodeURIComponent(config.session));
    source.addEventListener('native-call', function (event) {
      try {
        deliver(JSON.parse(event.data));
      } catch (e) {
        console.warn('[sim] bad native-call event', e);
      }
    });
  }

  // The harness frames the page as the phone's screen: it shows the host's title bar (the title the
  // page set through the bridge), follows the page's address and offers the host's back button.
  // Messages go to the framing page's own origin only, and commands come only from it.
  var parentOrigin = (function () {
    if (w.parent === w) return '';
    try {
      var ancestors = location.ancestorOrigins;
      if (ancestors && ancestors.length > 0) return ancestors[0];
      return document.referrer ? new URL(document.referrer).origin : '';
    } catch {
      return '';
    }
  })();
  var hostTitle = '';
  var depth = 0; // same-document entries this page pushed, for browsers without the Navigation API

  function tellHarness(change) {
    if (!parentOrigin) return;
    if (change.title !== undefined) hostTitle = change.title;
    var address =
      location.pathname + location.search.replace(/([?&])token=[^&]*&?/, '$1').replace(/[?&]$/, '');
    try {
      w.parent.postMessage(
        { type: 'sim:page', session: config.session, path: address + location.hash, title: hostTitle },
        parentOrigin,
      );
    } catch (e) {
      console.warn('[sim] cannot tell the harness', e);
    }
  }

  function canGoBack() {
    return w.navigation && typeof w.navigation.canGoBack === 'boolean' ? w.navigation.canGoBack : depth > 0;
  }

  // What an Android host does on its back button: back in the web view while it can, else it
  // closes the web view (a hand-off, as closeWebView is).
  function hostBack() {
    var goesBack = canGoBack();
    report({
      direction: 'native→web',
      kind: 'host',
      functionName: goesBack ? 'back' : 'back → closeWebView',
      handoff: goesBack ? undefined : true,
    });
    if (goesBack) {
      depth = Math.max(0, depth - 1);
      history.back();
    }
  }

  function followNavigation() {
    if (!parentOrigin) return;
    ['pushState', 'replaceState'].forEach(function (method) {
      var original = history[method];
      history[method] = function () {
        var result = original.apply(this, arguments);
        if (method === 'pushState') depth += 1;
        tellHarness({});
        return result;
      };
    });
    w.addEventListener('popstate', function () {
      tellHarness({});
    });
    w.addEventListener('hashchange', function () {
      tellHarness({});
    });
    w.addEventListener('message', function (event) {
      if (event.source !== w.parent || event.origin !== parentOrigin) return;
      if (event.data && event.data.type === 'sim:back') hostBack();
    });
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', function () {
        tellHarness({});
      });
    else tellHarness({});
  }

  defineUserAgent();
  w.__SIM__ = Object.freeze({
    host: config.host,
    version: config.version,
    session: config.session,
    scenario: config.scenario,
  });
  if (config.bridge === 'android') {
    w.merchantBridge = {
      postMessage: function (json) {
        onWebMessage(json);
      },
    };
  } else if (config.bridge === 'ios') {
    w.webkit = w.webkit || {};
    w.webkit.messageHandlers = w.webkit.messageHandlers || {};
    w.webkit.messageHandlers.merchantBridge = {
      postMessage: function (body) {
        onWebMessage(body);
      },
    };
  }
  if (config.wechat) installWeChat();
  followNavigation();
  // The simulator's own channel for native-initiated calls: a real host pushes them through its bridge
  // without a request, so the channel opens a second after the page has loaded, behind the requests of
  // its first screen, its first calls included (a native call waits up to 5 s for a listening page:
  // hosts/native-calls.ts).
  if (config.bridge !== 'none') {
    var listenSoon = function () {
      setTimeout(listenForNativeCalls, NATIVE_CALLS_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') listenSoon();
    else w.addEventListener('load', listenSoon, { once: true });
  }
}
