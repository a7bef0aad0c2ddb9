import { Typography } from 'antd';

/** A JSON text indented for reading; any other text as it is. */
function pretty(text: string | null): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

// the whole text, the drawer scrolls (a message with many serial ranges or trades is long)
const codeStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12 } as const;

/**
 * What one call to or from an outside system carried (ARCHITECTURE §6a; the markets' sync records, the exchange's call
 * log): its headers (the signature, never the secret), its body and the answer, each under its title.
 */
export default function CallMessages(p: {
  headers: Record<string, string>;
  body: string;
  answer: string | null;
  titles: { headers: string; body: string; answer: string };
  /** Shown for a call left unanswered. */
  noAnswer: string;
  testIdPrefix: string;
}) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {p.titles.headers}
      </Typography.Title>
      <pre style={codeStyle} data-testid={`${p.testIdPrefix}-headers`}>
        {Object.entries(p.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n')}
      </pre>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {p.titles.body}
      </Typography.Title>
      <pre style={codeStyle} data-testid={`${p.testIdPrefix}-body`}>
        {pretty(p.body)}
      </pre>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {p.titles.answer}
      </Typography.Title>
      <pre style={codeStyle} data-testid={`${p.testIdPrefix}-answer`}>
        {p.answer ? pretty(p.answer) : p.noAnswer}
      </pre>
    </>
  );
}
