import React, {type ReactNode} from 'react';
import ServicePage from '@site/src/components/ServicePage';

export default function ServiceHeadhunting(): ReactNode {
  return <ServicePage id="headhunting" />;
}
