import ChannelConfigPage from './ChannelConfigPage';

/** 短信配置 (/system/msg/config, menu 403501, function 065). */
export default function SmsConfigPage() {
  return <ChannelConfigPage channel="sms" />;
}
