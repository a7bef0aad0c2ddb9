import { Form } from 'antd';
import { registrationApi } from '../../../api/registration';
import { OrgFormFields } from '../../client/org/OrgFormFields';
import { OrgValues } from '../../client/org/OrgValues';
import { AccountEditButtons, AccountEditLayout, useAccountEdit } from '../shared/AccountEditPage';
import { orgPaths } from './org-paths';

/**
 * /account/org/edit?id= and /account/org/detail?id= (hidden under 103005): the whole §3.7 form (every field required)
 * and the change log of the important fields below it.
 */
export default function OrgEditPage() {
  const edit = useAccountEdit({
    queryKey: 'org-account',
    load: registrationApi.orgQuery,
    toValues: (data) => data.form,
    modify: (values, id, version) => registrationApi.orgModify({ ...values, id, version }),
    managePath: orgPaths.manage,
    refetchOnSave: true,
  });

  return (
    <AccountEditLayout edit={edit} businessType="org">
      {(data) =>
        edit.readOnly ? (
          <OrgValues form={data.form} />
        ) : (
          <Form form={edit.form} layout="vertical">
            <OrgFormFields mode="submit" />
            <AccountEditButtons edit={edit} saveTestId="org-modify-save" />
          </Form>
        )
      }
    </AccountEditLayout>
  );
}
