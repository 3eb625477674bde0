/**
 * The read-only item preview: /yarn-preview, /yarn-preview/:id and /item-preview/:type/:id (docs/product.md §2.10): the
 * owner, the details, pictures and colours, nothing editable.
 */
import { useEffect, useMemo } from 'react';
import { skipToken } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { factsOf, previewTags, textFieldsOf, type KnitTypeName } from '@purlwise/core';
import { EditIcon } from '../../components/Icons';
import { PageLayout } from '../../components/PageLayout';
import ColoursBlock from '../../features/colours/ColoursBlock';
import { StashBlocks } from '../../features/stash/StashBlocks';
import PicturesBlock from '../../features/pictures/PicturesBlock';
import { useAuth } from '../../features/auth/useAuth';
import { inUnit } from '../../features/units/inUnit';
import { useNumberFormat } from '../../features/units/useNumberFormat';
import { usePreferredUnit } from '../../features/units/usePreferredUnit';
import { useItemPreviewPageQuery } from '../../gql/hooks';
import { FavouriteButton } from '../../features/favourites/FavouriteButton';
import { ItemMissing } from './ItemMissing';
import { YarnFacts } from './YarnFacts';
import { errorMessage } from '../../lib/errors';
import { localStore } from '../../lib/storage';
import ItemSidePanel from './ItemSidePanel';
import { editPath, itemFromState, kindFromParam, parseIdParam, previewPath, readBackup } from './itemForm';
import './item.css';

/** The text fields a kind's preview lists as facts (the order of docs/product.md §2.10) and as boxes after the tags. */
const facts = (kind: KnitTypeName) => factsOf(kind).map((f) => f.name);
const boxes = (kind: KnitTypeName) => textFieldsOf(kind).filter((f) => f.control === 'box').map((f) => f.name);

/** The preview page. */
export default function ItemPreviewPage() {
  const { t } = useTranslation();
  const params = useParams<{ type?: string; id?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const { username } = useAuth();
  const [unit, format] = [usePreferredUnit(), useNumberFormat()];
  const kind = kindFromParam(params.type);
  const idParam = parseIdParam(params.id);
  const itemId = idParam.kind === 'id' ? idParam.id : null;

  // /yarn-preview without an id: the item in router state, else the one last opened on this device.
  const fallbackId = useMemo(() => {
    if (idParam.kind !== 'none' || !kind) return null;
    const fromState = itemFromState(location.state)?.databaseId;
    if (typeof fromState === 'number' && fromState > 0) return fromState;
    return readBackup(localStore(), kind)?.id ?? null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.id, params.type]);
  useEffect(() => {
    if (kind && fallbackId) navigate(previewPath(kind, fallbackId), { replace: true });
  }, [kind, fallbackId, navigate]);

  const query = useItemPreviewPageQuery(itemId ? { variables: { id: String(itemId) }, fetchPolicy: 'cache-and-network' } : skipToken);
  const item = itemId && query.data?.knitItem?.databaseId === itemId ? query.data.knitItem : null;
  const itemKind = (item?.type.toLowerCase() ?? kind ?? 'yarn') as KnitTypeName;

  useEffect(() => {
    if (item && kind && itemKind !== kind) navigate(previewPath(itemKind, item.databaseId), { replace: true });
  }, [item, kind, itemKind, navigate]);

  const isMine = !!item && !!username && item.owner.username.toLowerCase() === username.toLowerCase();
  const problem = !kind || idParam.kind === 'invalid' || idParam.kind === 'new' || (idParam.kind === 'none' && !fallbackId)
    ? t('item.notFound')
    : itemId && !item && query.error ? errorMessage(query.error, t)
      // A root lookup may also answer null for what is missing or private: the same "not found" as the error.
      : itemId && !item && !query.loading && query.data && !query.data.knitItem ? t('serverError.notFound.Item') : null;

  const title = item ? item.name || t(`item.untitled.${itemKind}`) : t(`item.kind.${itemKind}`);
  const actions = isMine && item
    ? <Link to={editPath(itemKind, item.databaseId)} className="button button--small"><EditIcon size={16} /> {t('item.edit')}</Link>
    : undefined;

  return (
    <PageLayout aside={<ItemSidePanel user={item?.owner ?? null} problem={problem} />} className="item-page item-page--preview" title={title} actions={actions}>
      {problem ? (
        <ItemMissing text={problem} back="feed" />
      ) : !item ? (
        <p className="item-status">{t('item.loading')}</p>
      ) : (
        <div className="item-layout">
          <PicturesBlock itemId={item.id} kind={itemKind} pictures={item.pictures} readOnly />

          <section className="item-card item-info" aria-labelledby="item-preview-info">
            <h2 id="item-preview-info" className="item-card__title">{t(`item.info.${itemKind}`)}</h2>
            <p className="item-meta">
              <span className="item-chip">{t(`item.kind.${itemKind}`)}</span>
              <span className="item-chip item-chip--soft">{t(`item.visibility.${item.visibility.toLowerCase()}`)}</span> <FavouriteButton item={item} />
            </p>
            <dl className="item-facts" data-testid="item-facts">
              {facts(itemKind).map((field) => (
                <div key={field} className="item-fact" data-field={field}>
                  <dt>{t(`item.field.${field}`)}</dt>
                  <dd>{inUnit(field, item[field], unit, format) || <span className="item-fact__none">—</span>}</dd>
                </div>
              ))}
              {itemKind === 'yarn' && <YarnFacts weightClass={item.weightClass} fibres={item.fibres} />}
              <div className="item-fact item-fact--wide" data-field="tags">
                <dt>{t('item.field.tags')}</dt>
                <dd>{previewTags(item.tags) || <span className="item-fact__none">—</span>}</dd>
              </div>
              {boxes(itemKind).map((field) => (
                <div key={field} className="item-fact item-fact--wide" data-field={field}>
                  <dt>{t(`item.field.${field}`)}</dt>
                  <dd className="item-fact__notes">{item[field] || <span className="item-fact__none">—</span>}</dd>
                </div>
              ))}
            </dl>
          </section>

          <ColoursBlock itemId={item.id} colours={item.colours} readOnly /><StashBlocks kind={itemKind} item={item} mine={isMine} onChanged={() => void query.refetch()} />
        </div>
      )}
    </PageLayout>
  );
}
