import dayjs from 'dayjs';

/** Display of timestamps in lists and details; empty values show as a dash. */
export const formatDateTime = (v: string | null | undefined): string => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');
export const formatDate = (v: string | null | undefined): string => (v ? dayjs(v).format('YYYY-MM-DD') : '-');
