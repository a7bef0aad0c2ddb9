import { Space, Tag } from 'antd';
import type { ListColumn, RowOperation, SearchField } from '../../../components/list-page/types';

/** The flags every area's registered row has (status 0 normal / 1 stopped, cancelFlag 0 active / 1 cancelled or withdrawn). */
interface RegisteredLike {
  status: string;
  statusName: string;
  cancelFlag: string;
  cancelFlagName: string;
}

/**
 * What an area declares for the shared parts of its registered list (the project's, the certification's reductions):
 * the texts' namespace, the stop function (076, 077), the names of the flags and the pending cancellation's flag and text.
 */
export interface RegisteredListArea<R extends RegisteredLike> {
  ns: string;
  stopFunc: string;
  statusNames: Record<'0' | '1', { zh: string; en: string }>;
  cancelFlagNames: Record<'0' | '1', { zh: string; en: string }>;
  /** A cancellation of the row is under audit, and the tag's text key. */
  pending: { of: (row: R) => boolean; text: string };
}

export const isActive = (r: RegisteredLike) => r.cancelFlag === '0';
export const isStopped = (r: RegisteredLike) => r.status === '1';

/** 暂停 on an active row not stopped, 恢复 on a stopped one. */
export function stopOperations<R extends RegisteredLike>(area: RegisteredListArea<R>, act: (kind: 'stop' | 'resume') => (row: R) => void): RowOperation<R>[] {
  return [
    { key: 'stop', label: `${area.ns}:actions.stop`, func: area.stopFunc, visible: (r) => isActive(r) && !isStopped(r), onClick: act('stop') },
    { key: 'resume', label: `${area.ns}:actions.resume`, func: area.stopFunc, visible: (r) => isActive(r) && isStopped(r), onClick: act('resume') },
  ];
}

/** The search by status and by cancellation flag, in the language shown. */
export function flagSearchFields<R extends RegisteredLike>(area: RegisteredListArea<R>, lang: 'zh' | 'en'): SearchField[] {
  return [
    { name: 'status', label: `${area.ns}:fields.status`, kind: 'select', options: (['0', '1'] as const).map((v) => ({ value: v, label: area.statusNames[v][lang] })) },
    { name: 'cancelFlag', label: `${area.ns}:fields.cancelFlag`, kind: 'select', options: (['0', '1'] as const).map((v) => ({ value: v, label: area.cancelFlagNames[v][lang] })) },
  ];
}

/** The status column (stopped in orange) and the cancellation column (with the pending cancellation's tag). */
export function flagColumns<R extends RegisteredLike>(area: RegisteredListArea<R>, t: (key: string) => string): ListColumn<R>[] {
  return [
    { title: `${area.ns}:fields.status`, dataIndex: 'status', mobile: true, render: (_v, r) => <Tag color={isStopped(r) ? 'orange' : 'green'}>{r.statusName}</Tag> },
    {
      title: `${area.ns}:fields.cancelFlag`,
      dataIndex: 'cancelFlag',
      render: (_v, r) => (
        <Space size={4} wrap>
          <Tag color={isActive(r) ? 'default' : 'red'}>{r.cancelFlagName}</Tag>
          {area.pending.of(r) && <Tag color="processing">{t(area.pending.text)}</Tag>}
        </Space>
      ),
    },
  ];
}
