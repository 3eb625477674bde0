import { AppSetting } from '../modules/account/app-setting.entity';
import { RefreshToken } from '../modules/account/refresh-token.entity';
import { Calculator } from '../modules/calculator/calculator.entity';
import { Colour } from '../modules/colour/colour.entity';
import { Image } from '../modules/image/image.entity';
import { KnitItem } from '../modules/knit/knit.entity';
import { Picture } from '../modules/picture/picture.entity';
import { PersonalAccessToken } from '../modules/token/pat.entity';
import { User } from '../modules/user/user.entity';

export const entities = [AppSetting, RefreshToken, Calculator, Colour, Image, KnitItem, Picture, User, PersonalAccessToken];
