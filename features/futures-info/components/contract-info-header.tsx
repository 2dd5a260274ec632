import { useTranslations } from 'next-intl';
import { buttonStyles } from '@/components/ui/button';
import { contractCode, type ContractReference } from '@/lib/contract/reference-data';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { ContractInfoSwitcher } from './contract-info-switcher';

/**
 * The contract page's heading: the contract with its coin, a selector for another contract's
 * specifications, and the ways on (trade it, its funding). Rendered on the server; only the
 * selector is a client leaf.
 */
export function ContractInfoHeader({
  contract,
}: {
  contract: Pick<ContractReference, 'contractId' | 'name' | 'baseAssetIcon'>;
}) {
  const t = useTranslations('ContractInfo');
  const code = contractCode(contract.name);
  return (
    <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <div className="flex items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
          <img
            src={contract.baseAssetIcon}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0"
          />
          <div className="min-w-0">
            <p className="text-sm text-fg-muted">{t('subheading')}</p>
            <h1 className="text-3xl font-semibold break-words text-fg">
              {t('heading', { symbol: code })}
            </h1>
          </div>
        </div>
        <p className="mt-3 max-w-3xl text-fg-muted">{t('intro', { symbol: code })}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <ContractInfoSwitcher
          key={contract.contractId}
          label={t('chooseContract')}
          contractId={contract.contractId}
        />
        <div className="flex flex-wrap gap-3">
          <LocalizedLink
            href={`/futures/${code}`}
            className={buttonStyles()}
            data-testid="trade-link"
          >
            {t('trade', { symbol: code })}
          </LocalizedLink>
          <LocalizedLink
            href="/futures/funding-rate"
            className={buttonStyles({ variant: 'secondary' })}
          >
            {t('fundingRate')}
          </LocalizedLink>
        </div>
      </div>
    </header>
  );
}
