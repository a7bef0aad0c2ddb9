import ApplicationListPage from './ApplicationListPage';

/** 企业申请 (/system/process/companyApply, menu 402030): the instances started by anyone of my company. */
export default function CompanyApplyListPage() {
  return <ApplicationListPage scope="company" />;
}
