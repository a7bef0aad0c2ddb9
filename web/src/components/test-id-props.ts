import type { ButtonProps } from 'antd';

/**
 * A button's props with its test id (a modal's OK or cancel, a confirm's): antd passes data-* attributes on to the
 * button but its ButtonProps do not declare them, hence the one cast here.
 */
export const testIdProps = (testId: string | undefined, props: ButtonProps = {}): ButtonProps => ({ ...props, 'data-testid': testId }) as ButtonProps;
