import { Tag } from 'antd';

/** An outside system's answer's HTTP status as a coloured tag; none: no answer (a timeout, the system unreachable). */
export default function StatusCodeTag({ code, noAnswer }: { code: number | null; noAnswer: string }) {
  if (code === null) return <Tag color="orange">{noAnswer}</Tag>;
  return <Tag color={code >= 200 && code < 300 ? 'green' : code >= 500 ? 'volcano' : 'red'}>{code}</Tag>;
}
