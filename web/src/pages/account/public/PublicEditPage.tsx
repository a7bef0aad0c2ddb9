import { Form } from 'antd';
import { registrationApi } from '../../../api/registration';
import { PublicAccountFields, toPublicBody, toPublicValues } from '../../client/public/PublicAccountFields';
import { AccountEditButtons, AccountEditLayout, useAccountEdit } from '../shared/AccountEditPage';
import { publicPaths } from './public-paths';

/** /account/public/edit?id= and /account/public/detail?id= (hidden under 103505): the §3.5 form and the change log. */
export default function PublicEditPage() {
  const edit = useAccountEdit({
    queryKey: 'public-account',
    load: registrationApi.publicDetail,
    toValues: toPublicValues,
    modify: (values, id, version) => registrationApi.publicModify({ ...toPublicBody(values), id, version }),
    managePath: publicPaths.manage,
  });

  return (
    <AccountEditLayout edit={edit} businessType="public">
      {() => (
        <Form form={edit.form} labelCol={{ flex: '160px' }} style={{ maxWidth: 760 }}>
          <PublicAccountFields readOnly={edit.readOnly} />
          {!edit.readOnly && <AccountEditButtons edit={edit} saveTestId="public-modify-save" />}
        </Form>
      )}
    </AccountEditLayout>
  );
}
