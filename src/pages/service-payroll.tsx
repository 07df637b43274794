import React, {type ReactNode} from 'react';
import ServicePage from '@site/src/components/ServicePage';

export default function ServicePayroll(): ReactNode {
  return <ServicePage id="payroll" />;
}
