import { describe, expect, it } from 'vitest';

import { cleanPastedHtml } from '@/components/console/rich-text/clean-pasted-html';

// Issue 29: what a word processor puts on the clipboard reaches the editor as structure and text
// only.

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">
<style><!-- p.MsoNormal { mso-style-parent:""; margin:0cm; } --></style></head><body>
<!--StartFragment-->
<p class=MsoNormal style='margin-bottom:0cm;mso-line-height-alt:12pt'><b><span lang=EN-US
style='font-size:14.0pt;mso-bidi-font-family:Arial'>Export news</span></b><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]>
<span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span>
<![endif]>First point</p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
<!--EndFragment--></body></html>`;

describe('cleanPastedHtml', () => {
  it('drops Word’s classes, mso- styles, <o:p>, comments and style blocks', () => {
    const clean = cleanPastedHtml(WORD);
    expect(clean).not.toMatch(/class=|style=|mso-|<o:p|<\/o:p|<!--|<style|<xml|<w:|<meta|<html/i);
    expect(clean).toContain('<p><b><span lang=EN-US>Export news</span></b></p>');
    expect(clean).toContain('First point');
  });

  it('unwraps <font> and bare spans and keeps the text', () => {
    expect(
      cleanPastedHtml(
        '<p><font face="Arial" size="3" color="red"><span>Olive oil</span></font></p>',
      ),
    ).toBe('<p>Olive oil</p>');
  });

  it('keeps links, lists, headings, tables and the language and direction of text', () => {
    const html =
      '<h2 style="color:red">Title</h2><ul class="x"><li>One</li></ul>' +
      '<p dir="rtl" lang="ar" class="MsoNormal">نص</p><a href="https://example.jo" target="_blank">x</a>' +
      '<table class="MsoTable" border="1" cellpadding="0"><tr><td style="width:10cm" colspan="2">c</td></tr></table>';
    expect(cleanPastedHtml(html)).toBe(
      '<h2>Title</h2><ul><li>One</li></ul><p dir="rtl" lang="ar">نص</p>' +
        '<a href="https://example.jo" target="_blank">x</a>' +
        '<table border="1" cellpadding="0"><tr><td colspan="2">c</td></tr></table>',
    );
  });

  it('unwraps Google Docs’ whole-paste <b> and drops its ids', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-12ab">' +
      '<p dir="ltr" style="line-height:1.38"><span style="font-size:11pt">Hello</span></p></b>';
    expect(cleanPastedHtml(html)).toBe('<p dir="ltr">Hello</p>');
  });

  it('drops event handlers and data attributes a paste may carry', () => {
    expect(cleanPastedHtml('<p onclick="x()" data-x="1" aria-hidden="true">a</p>')).toBe(
      '<p>a</p>',
    );
    expect(cleanPastedHtml('<img src="https://e.jo/a.png" onerror="x()" alt="a">')).toBe(
      '<img src="https://e.jo/a.png" alt="a">',
    );
  });

  it('removes paragraphs Word fills with a non-breaking space only', () => {
    expect(cleanPastedHtml('<p>a</p><p class=MsoNormal>&nbsp;</p><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('leaves plain html as it is', () => {
    const html = '<p>Plain <strong>bold</strong> and <em>italic</em>.</p>';
    expect(cleanPastedHtml(html)).toBe(html);
  });
});
