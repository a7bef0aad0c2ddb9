import { describe, expect, it } from 'vitest';
import { isAllowedImageSource, ownImagePaths, sanitizeReleaseHtml as clean } from './sanitize-html.ts';

/** Nothing executable may survive: no script, handler, frame, SVG/MathML, style, or script-bearing address. */
const assertInert = (html: string) => {
  expect(html).not.toMatch(/<script|<svg|<math|<iframe|<object|<embed|<style|<form|<input|<base|<meta|<link/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/expression\s*\(/i);
};

describe('release body sanitiser (allow-list)', () => {
  it('keeps the structure an article needs', () => {
    const html =
      '<h2>标题</h2><p>正文 <strong>加粗</strong> <em>斜体</em> <u>下划线</u> <s>删除</s></p><ul><li>一</li></ul><ol start="3"><li>二</li></ol>' +
      '<blockquote>引用</blockquote><table><thead><tr><th scope="col">列</th></tr></thead><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('links: http(s) and mailto kept with rel="noopener noreferrer", target only _blank', () => {
    expect(clean('<a href="https://www.mee.gov.cn/" target="_blank">生态环境部</a>')).toBe('<a href="https://www.mee.gov.cn/" target="_blank" rel="noopener noreferrer">生态环境部</a>');
    expect(clean('<a href="mailto:ccer@example.cn" rel="opener">邮件</a>')).toBe('<a href="mailto:ccer@example.cn" rel="noopener noreferrer">邮件</a>');
    expect(clean('<a href="http://x.cn" target="_top">x</a>')).toBe('<a href="http://x.cn" rel="noopener noreferrer">x</a>');
  });

  it.each([
    ['script', '<p>a</p><script>alert(1)</script>'],
    ['mixed-case script', '<ScRiPt>alert(1)</sCrIpT><p>a</p>'],
    ['event handler', '<p onclick="alert(1)" onmouseover="x()">a</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['img onerror with a good source', '<img src="https://a.cn/x.png" onerror="alert(1)" alt="图">'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case JavaScript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['entity-encoded javascript:', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['hex entity javascript:', '<a href="&#x6A;avascript:alert(1)">x</a>'],
    ['tab inside javascript:', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['newline inside javascript:', '<a href="java\nscript:alert(1)">x</a>'],
    ['leading spaces javascript:', '<a href="  javascript:alert(1)">x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">'],
    ['javascript: image', '<img src="javascript:alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>a</p>'],
    ['svg script', '<svg><script>alert(1)</script></svg>'],
    ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
    ['iframe', '<iframe src="https://evil.example/"></iframe><p>a</p>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object', '<object data="javascript:alert(1)"></object>'],
    ['embed', '<embed src="javascript:alert(1)">'],
    ['style tag with expression()', '<style>p{width:expression(alert(1))}</style><p>a</p>'],
    ['style attribute with expression()', '<p style="width: expression(alert(1)); background:url(javascript:alert(1))">a</p>'],
    ['nested math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['math href', '<math href="javascript:alert(1)"><mi>x</mi></math>'],
    ['form and input', '<form action="https://evil.example"><input name="p" autofocus onfocus="alert(1)"></form>'],
    ['base and meta', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['protocol-relative image', '<img src="//evil.example/x.png">'],
    ['srcset', '<img src="https://a.cn/x.png" srcset="javascript:alert(1) 1x" alt="x">'],
    ['comment breakout', '<!--<img src=x onerror=alert(1)>--><p>a</p>'],
    ['unclosed attribute', '<p title="a><img src=x onerror=alert(1)>">a</p>'],
  ])('%s', (_name, hostile) => {
    assertInert(clean(hostile));
  });

  it('an image keeps only an http(s) source or the registry’s own public download, with its alt text', () => {
    expect(clean('<img src="https://a.cn/x.png" alt="示意图">')).toBe('<img src="https://a.cn/x.png" alt="示意图" />');
    expect(clean('<img src="/api/file/download/public?filePath=I03%2F2026%2F11%2Fabc.png" alt="图">')).toBe('<img src="/api/file/download/public?filePath=I03%2F2026%2F11%2Fabc.png" alt="图" />');
    // another relative path of the site, and any other scheme, remove the image
    expect(clean('<p>a<img src="/api/file/download/single?typeNo=I03&filePath=x" alt="x"></p>')).toBe('<p>a</p>');
    expect(clean('<img src="ftp://a.cn/x.png">')).toBe('');
    expect(isAllowedImageSource('/api/file/download/public?filePath=../../etc"onerror=x')).toBe(false);
  });

  it('text with angle brackets stays text', () => {
    expect(clean('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>');
  });

  it('finds the registry’s own images of a body', () => {
    const html = clean('<p><img src="/api/file/download/public?filePath=I03%2F2026%2F11%2Fa.png" alt="a"><img src="https://x.cn/b.png" alt="b"></p>');
    expect(ownImagePaths(html)).toEqual(['I03/2026/11/a.png']);
  });
});
