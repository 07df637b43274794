import React, {type ReactNode} from 'react';
import ServicePage from '@site/src/components/ServicePage';

export default function ServiceFreelancing(): ReactNode {
  return <ServicePage id="freelancing" />;
}
