import { AppSetting } from '../modules/account/app-setting.entity';
import { RefreshToken } from '../modules/account/refresh-token.entity';
import { Calculator } from '../modules/calculator/calculator.entity';
import { Colour } from '../modules/colour/colour.entity';
import { Image } from '../modules/image/image.entity';
import { KnitItem } from '../modules/knit/knit.entity';
import { Picture } from '../modules/picture/picture.entity';
import { PersonalAccessToken } from '../modules/token/pat.entity';
import { User } from '../modules/user/user.entity';
import { WebhookDelivery, WebhookSubscription } from '../modules/webhook/webhook.entity';
import { OAuthApp } from '../modules/oauth/oauth-app.entity';
import { Needle } from '../modules/needle/needle.entity';
import { PatternSize } from '../modules/pattern/pattern-size.entity';
import { Project, ProjectYarn, RowCounter } from '../modules/project/project.entity';
import { ProjectPicture } from '../modules/project/project-picture';

export const entities = [AppSetting, RefreshToken, Calculator, Colour, Image, KnitItem, Picture, User, PersonalAccessToken, WebhookSubscription, WebhookDelivery, OAuthApp, Needle, PatternSize, Project, ProjectYarn, RowCounter, ProjectPicture];
