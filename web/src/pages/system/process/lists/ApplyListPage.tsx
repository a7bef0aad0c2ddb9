import ApplicationListPage from './ApplicationListPage';

/** 我的申请 (/system/process/apply, menu 402025): the instances I started. */
export default function ApplyListPage() {
  return <ApplicationListPage scope="mine" />;
}
