/** The operator manual offered in the user menu (userInfo.instructions). */
export const OPERATOR_MANUAL = { groupName: 'manual', typeno: '001', path: 'operator-manual.pdf', name: '操作手册' };
