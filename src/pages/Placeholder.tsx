import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Temporary screen for routes whose issue has not landed yet. */
export const Placeholder = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  return (
    <Card>
      <Title title={translate(titleKey)} />
      <CardContent>
        <Typography component="h1" variant="h5">
          {translate(titleKey)}
        </Typography>
        <Typography>{translate('app.placeholder')}</Typography>
      </CardContent>
    </Card>
  );
};
