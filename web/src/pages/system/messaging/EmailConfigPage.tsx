import ChannelConfigPage from './ChannelConfigPage';

/** 邮件配置 (/system/email/config, menu 404001, function 066). */
export default function EmailConfigPage() {
  return <ChannelConfigPage channel="email" />;
}
