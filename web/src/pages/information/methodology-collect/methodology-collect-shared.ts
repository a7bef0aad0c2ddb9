/** The texts' namespace of the methodology proposal pages (back office and client). */
export const NS = 'methodologyCollect';

export const detailPath = (id: string) => `/information/methodology/collect/detail?id=${encodeURIComponent(id)}`;

export const statusColor: Record<string, string> = { draft: 'default', auditing: 'gold', accepted: 'green', rejected: 'red', withdrawn: 'default' };
