/* Written by `npm run openapi:types` (tools/openapi-types.mjs) from the document of server/src/rest/openapi.ts; do not edit. */
/* eslint-disable */
export interface paths {
    "/account/get-xsrf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets an XSRF token
         * @description Answers the token and sets it in the `xsrf-token` cookie (readable by scripts, SameSite=Strict). Send it back in the `xsrf-token` header of every POST, PUT and DELETE. A valid token already in the cookie is reused.
         */
        get: operations["getAccountGetXsrf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in
         * @description Sets the httpOnly refresh cookie. Failed attempts are throttled per username and address, per address and per username: 429 with Retry-After.
         */
        post: operations["postAccountLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/registration/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an account and logs it in
         * @description A taken username (any case) is 409; registration switched off by configuration is 403.
         */
        post: operations["postAccountRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs out
         * @description The refresh token of this session (cookie) and the access tokens issued for it stop working; the cookie is cleared.
         */
        post: operations["postAccountLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchanges the refresh cookie for a new access token
         * @description The refresh cookie is rotated. Without a valid one: 401 and the cookie is cleared.
         */
        get: operations["getAccountRefresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/setpassword/{username}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes your password
         * @description Answers a new access token and sets a new refresh cookie for this session; every other session, older access token and personal access token stops working.
         */
        post: operations["postUserSetpasswordBy_username"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/setpassword/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password change without a username
         * @description Always 400 `Username is not provided`.
         */
        post: operations["postUserSetpassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{username}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a profile
         * @description Your own profile with every field; another user's public profile without email and preferred unit. A private profile of someone else is 404.
         */
        get: operations["getUserBy_username"];
        /**
         * Changes your profile and/or preferred unit
         * @description Send the profile fields (email, name, bio, country, city, visibility `public`/`private` in any case), or `{ preferred_unit }` alone (`Metric`/`Imperial` in any case, or the French labels), or both: all or nothing. `username` may be sent but cannot change.
         */
        put: operations["putUserBy_username"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile without a username
         * @description Always 400 `Username is not provided`.
         */
        get: operations["getUser"];
        /**
         * Profile change without a username
         * @description Always 400 `Username is not provided`.
         */
        put: operations["putUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/pic/{username}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets a profile (pic) or background (back) picture
         * @description The image bytes with their real Content-Type. 404 when there is none or the profile is private to you.
         */
        get: operations["getUserPicBy_username"];
        put?: never;
        /**
         * Sets (or, without a file, clears) your profile or background picture
         * @description Multipart, the image under the field named like the path (`pic` or `back`). No file clears the picture (the old client's null file).
         */
        post: operations["postUserPicBy_username"];
        /** Clears your profile or background picture */
        delete: operations["deleteUserPicBy_username"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/back/{username}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets a profile (pic) or background (back) picture
         * @description The image bytes with their real Content-Type. 404 when there is none or the profile is private to you.
         */
        get: operations["getUserBackBy_username"];
        put?: never;
        /**
         * Sets (or, without a file, clears) your profile or background picture
         * @description Multipart, the image under the field named like the path (`pic` or `back`). No file clears the picture (the old client's null file).
         */
        post: operations["postUserBackBy_username"];
        /** Clears your profile or background picture */
        delete: operations["deleteUserBackBy_username"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/pic/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Picture upload without a username
         * @description 400 `Image type X is not supported` for a kind other than pic or back, else 400 `Username is not provided`.
         */
        post: operations["postUserPic"];
        /**
         * Picture delete without a username
         * @description 400 `Image type X is not supported` for a kind other than pic or back, else 400 `Username is not provided`.
         */
        delete: operations["deleteUserPic"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/back/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Picture upload without a username
         * @description 400 `Image type X is not supported` for a kind other than pic or back, else 400 `Username is not provided`.
         */
        post: operations["postUserBack"];
        /**
         * Picture delete without a username
         * @description 400 `Image type X is not supported` for a kind other than pic or back, else 400 `Username is not provided`.
         */
        delete: operations["deleteUserBack"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your items of one type, by name (at most 1000)
         * @description Every visibility. `{type}` is one of yarn, pattern, detail, model.
         */
        get: operations["getKnitBy_type"];
        put?: never;
        /**
         * Creates an item
         * @description Every field is optional free text; `tags` is one comma-separated text (a list is accepted too); `visibility` is Public or Private in any case, Public when missing. `{type}` is one of yarn, pattern, detail, model. Answers 200 (not 201).
         */
        post: operations["postKnitBy_type"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/public/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everyone's public items of one type, by name (at most 1000)
         * @description `{type}` is one of yarn, pattern, detail, model.
         */
        get: operations["getKnitBy_typePublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an item of yours
         * @description Only the fields sent change (a missing visibility keeps the current one). An `id` in the body must match the path. `{type}` is one of yarn, pattern, detail, model.
         */
        put: operations["putKnitBy_typeBy_id"];
        post?: never;
        /**
         * Deletes an item of yours with its pictures and colours
         * @description `{type}` is one of yarn, pattern, detail, model.
         */
        delete: operations["deleteKnitBy_typeBy_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/pic/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Picture ids of an item you may see, oldest first */
        get: operations["getKnitBy_typeBy_idPic"];
        put?: never;
        /**
         * Adds a picture to an item of yours
         * @description Multipart, the image under the field `pic`: PNG, JPEG, WebP or GIF, at most 10 MB. Answers 200 (not 201).
         */
        post: operations["postKnitBy_typeBy_idPic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/pic/public/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Picture ids of a public item, oldest first */
        get: operations["getKnitBy_typeBy_idPicPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/pic/{picId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture of an item you may see */
        get: operations["getKnitBy_typeBy_idPicBy_picId"];
        /**
         * Replaces a picture of an item of yours; it keeps its id
         * @description Multipart, the image under the field `pic`.
         */
        put: operations["putKnitBy_typeBy_idPicBy_picId"];
        post?: never;
        /** Deletes a picture of an item of yours */
        delete: operations["deleteKnitBy_typeBy_idPicBy_picId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/pic/public/{picId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture of a public item */
        get: operations["getKnitBy_typeBy_idPicPublicBy_picId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Colour ids of an item you may see, oldest first */
        get: operations["getKnitBy_typeBy_idColor"];
        put?: never;
        /**
         * Adds a colour to an item of yours
         * @description A description or a code (or both) is needed. Add its picture with `POST .../color/{colorId}/pic/`. Answers 200 (not 201).
         */
        post: operations["postKnitBy_typeBy_idColor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/public/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Colour ids of a public item, oldest first */
        get: operations["getKnitBy_typeBy_idColorPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/info/{colorId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A colour of an item you may see */
        get: operations["getKnitBy_typeBy_idColorInfoBy_colorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/info/public/{colorId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A colour of a public item */
        get: operations["getKnitBy_typeBy_idColorInfoPublicBy_colorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/{colorId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a colour of an item of yours
         * @description Only the fields sent change; both empty is 400.
         */
        put: operations["putKnitBy_typeBy_idColorBy_colorId"];
        post?: never;
        /** Deletes a colour (and its picture) of an item of yours */
        delete: operations["deleteKnitBy_typeBy_idColorBy_colorId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/pic/{colorId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The picture of a colour of an item you may see */
        get: operations["getKnitBy_typeBy_idColorPicBy_colorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/pic/public/{colorId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The picture of a colour of a public item */
        get: operations["getKnitBy_typeBy_idColorPicPublicBy_colorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knit/{type}/{id}/color/{colorId}/pic/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets (or replaces) the picture of a colour of an item of yours
         * @description Multipart, the image under the field `colorPic`.
         */
        post: operations["postKnitBy_typeBy_idColorBy_colorIdPic"];
        /** Removes the picture of a colour of an item of yours */
        delete: operations["deleteKnitBy_typeBy_idColorBy_colorIdPic"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calc/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your calculators, by id ascending (at most 1000) */
        get: operations["getCalc"];
        put?: never;
        /**
         * Adds a calculator (also how the client copies one)
         * @description Omitted fields take the Add defaults: name `New Calc`, type 0, visibility `Public`, measures 0. Rows and stitches are whole numbers, widths and heights decimals, all at least 0. Answers 200 (not 201).
         */
        post: operations["postCalc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calc/public/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone's public calculators, by id ascending (at most 1000) */
        get: operations["getCalcPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calc/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Renames a calculator (full object) or applies its measures (id plus the eight measures)
         * @description Only the fields sent change. An `id` in the body must match the path. A blank name is 400.
         */
        put: operations["putCalcBy_id"];
        post?: never;
        /** Deletes a calculator of yours */
        delete: operations["deleteCalcBy_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The legacy error body. */
        Error: {
            /** @description English, safe to show. */
            message: string;
        };
        /** @description A personal access token that is unknown, revoked or expired. */
        TokenUnauthenticated: {
            message: string;
            /** @constant */
            code: "UNAUTHENTICATED";
        };
        /** @description A personal access token that may not do this: a READ token on POST, PUT or DELETE, or any token on an account-security call. */
        TokenForbidden: {
            message: string;
            /** @constant */
            code: "FORBIDDEN";
        };
        /** @description The budget of the personal access token, or of its account's tokens together, is spent. */
        RateLimited: {
            message: string;
            /** @constant */
            code: "RATE_LIMITED";
        };
    };
    responses: {
        /** @description Bad input: a body that is not JSON or not an object, a field's rule, a path id that is not a positive whole number, an id in the body that differs from the path, a wrong current password (`message` says which). */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid login where one is needed (`You need to log in`, or `Your session has expired, please log in again` when a token was sent), a wrong username or password; or a personal access token that is unknown, revoked or expired (with `code`), on any route. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] | components["schemas"]["TokenUnauthenticated"];
            };
        };
        /** @description Without a personal access token: a missing or invalid XSRF pair (`Invalid or missing XSRF token`), someone else's public thing or account, registration switched off. With one (adds `code`): a READ token on POST, PUT or DELETE, or an account-security call. */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] | components["schemas"]["TokenForbidden"];
            };
        };
        /** @description Missing, or private and not yours. */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The username is taken (any case). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too large: a body over 1 MB of JSON, or an image over 10 MB or 40 megapixels. */
        TooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An upload that is not a PNG, JPEG, WebP or GIF image; a body in an unknown charset or content encoding. */
        Unsupported: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Wait `Retry-After` seconds: the budget of a personal access token is spent (`code` RATE_LIMITED), or too many attempts (failed logins, password checks, registrations, uploads: `{ message }` alone). */
        TooMany: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] | components["schemas"]["RateLimited"];
            };
        };
        /** @description The database cannot be reached: retry after `Retry-After` seconds. */
        Unavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Points the binding budget allows per window; a REST request costs 1 point (requests with a personal access token only). */
        "RateLimit-Limit": number;
        /** @description Points left in that budget (requests with a personal access token only). */
        "RateLimit-Remaining": number;
        /** @description Seconds until that budget is full again (requests with a personal access token only). */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccountGetXsrf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Xsrf_Token: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAccountLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description A new session. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            accessToken: string;
                        };
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAccountRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    password: string;
                    confirmation?: string;
                };
            };
        };
        responses: {
            /** @description A new session. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            accessToken: string;
                        };
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAccountLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAccountRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new access token. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            accessToken: string;
                        };
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserSetpasswordBy_username: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                    confirmation?: string;
                };
            };
        };
        responses: {
            /** @description A new session. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            accessToken: string;
                        };
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserSetpassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never answered. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserBy_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            username: string;
                            /** @description Your own profile only. */
                            email?: string;
                            name: string;
                            bio: string;
                            country: string;
                            city: string;
                            /** @enum {string} */
                            visibility: "public" | "private";
                            /**
                             * @description Your own profile only.
                             * @enum {string}
                             */
                            preferred_unit?: "Metric" | "Imperial";
                            /** @description ISO 8601 */
                            last_updated: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    putUserBy_username: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string | null;
                    email?: string | null;
                    name?: string | null;
                    bio?: string | null;
                    country?: string | null;
                    city?: string | null;
                    visibility?: string | null;
                    preferred_unit?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never answered. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    putUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never answered. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserPicBy_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag?: string;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserPicBy_username: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    pic?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteUserPicBy_username: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserBackBy_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag?: string;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserBackBy_username: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    back?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteUserBackBy_username: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserPic: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never answered. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteUserPic: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never answered. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserBack: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never answered. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteUserBack: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never answered. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_type: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your items. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            /** @description The owner's username. */
                            owner: string;
                            /** @description ISO 8601 */
                            last_updated: string;
                            name: string;
                            /** @description Comma-separated, joined with ", ". */
                            tags: string;
                            /** @enum {string} */
                            visibility: "Public" | "Private";
                            producer: string;
                            made_in: string;
                            content: string;
                            weight: string;
                            /** @description Length of a skein. */
                            yardage: string;
                            needle_size: string;
                        } | {
                            id: number;
                            /** @description The owner's username. */
                            owner: string;
                            /** @description ISO 8601 */
                            last_updated: string;
                            name: string;
                            /** @description Comma-separated, joined with ", ". */
                            tags: string;
                            /** @enum {string} */
                            visibility: "Public" | "Private";
                            notes: string;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postKnitBy_type: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: (number | string) | null;
                    name?: (string | number) | null;
                    producer?: (string | number) | null;
                    made_in?: (string | number) | null;
                    content?: (string | number) | null;
                    weight?: (string | number) | null;
                    yardage?: (string | number) | null;
                    needle_size?: (string | number) | null;
                    notes?: (string | number) | null;
                    tags?: (string | string[]) | null;
                    visibility?: string | null;
                };
            };
        };
        responses: {
            /** @description The new id. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typePublic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public items. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            /** @description The owner's username. */
                            owner: string;
                            /** @description ISO 8601 */
                            last_updated: string;
                            name: string;
                            /** @description Comma-separated, joined with ", ". */
                            tags: string;
                            /** @enum {string} */
                            visibility: "Public" | "Private";
                            producer: string;
                            made_in: string;
                            content: string;
                            weight: string;
                            /** @description Length of a skein. */
                            yardage: string;
                            needle_size: string;
                        } | {
                            id: number;
                            /** @description The owner's username. */
                            owner: string;
                            /** @description ISO 8601 */
                            last_updated: string;
                            name: string;
                            /** @description Comma-separated, joined with ", ". */
                            tags: string;
                            /** @enum {string} */
                            visibility: "Public" | "Private";
                            notes: string;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    putKnitBy_typeBy_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: (number | string) | null;
                    name?: (string | number) | null;
                    producer?: (string | number) | null;
                    made_in?: (string | number) | null;
                    content?: (string | number) | null;
                    weight?: (string | number) | null;
                    yardage?: (string | number) | null;
                    needle_size?: (string | number) | null;
                    notes?: (string | number) | null;
                    tags?: (string | string[]) | null;
                    visibility?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteKnitBy_typeBy_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idPic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Picture ids. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postKnitBy_typeBy_idPic: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    pic: string;
                };
            };
        };
        responses: {
            /** @description The new picture id. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idPicPublic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Picture ids. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idPicBy_picId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                picId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes with their real Content-Type. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag?: string;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    putKnitBy_typeBy_idPicBy_picId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                picId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    pic: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteKnitBy_typeBy_idPicBy_picId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                picId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idPicPublicBy_picId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                picId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes with their real Content-Type. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag?: string;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idColor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Colour ids. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postKnitBy_typeBy_idColor: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: (number | string) | null;
                    text_description?: (string | number) | null;
                    code_description?: (string | number) | null;
                };
            };
        };
        responses: {
            /** @description The new colour id. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idColorPublic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Colour ids. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idColorInfoBy_colorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The colour. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            text_description: string;
                            code_description: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idColorInfoPublicBy_colorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The colour. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            text_description: string;
                            code_description: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    putKnitBy_typeBy_idColorBy_colorId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: (number | string) | null;
                    text_description?: (string | number) | null;
                    code_description?: (string | number) | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteKnitBy_typeBy_idColorBy_colorId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idColorPicBy_colorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes with their real Content-Type; 404 when the colour has none. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag?: string;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getKnitBy_typeBy_idColorPicPublicBy_colorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes with their real Content-Type; 404 when the colour has none. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag?: string;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postKnitBy_typeBy_idColorBy_colorIdPic: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    colorPic: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteKnitBy_typeBy_idColorBy_colorIdPic: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                type: "yarn" | "pattern" | "detail" | "model";
                id: number;
                colorId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCalc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every visibility. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            type: number;
                            /** @enum {string} */
                            visibility: "Public" | "Private";
                            /** @description ISO 8601 */
                            last_updated: string;
                            tension_rows: number;
                            /** @description cm */
                            tension_width: number;
                            tension_stitches: number;
                            /** @description cm */
                            tension_height: number;
                            result_rows: number;
                            /** @description cm */
                            result_width: number;
                            result_stitches: number;
                            /** @description cm */
                            result_height: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    postCalc: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: (number | string) | null;
                    name?: string | null;
                    type?: (number | string) | null;
                    visibility?: string | null;
                    tension_rows?: (number | string) | null;
                    tension_width?: (number | string) | null;
                    tension_stitches?: (number | string) | null;
                    tension_height?: (number | string) | null;
                    result_rows?: (number | string) | null;
                    result_width?: (number | string) | null;
                    result_stitches?: (number | string) | null;
                    result_height?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description The new id. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCalcPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public calculators. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            type: number;
                            /** @enum {string} */
                            visibility: "Public" | "Private";
                            /** @description ISO 8601 */
                            last_updated: string;
                            tension_rows: number;
                            /** @description cm */
                            tension_width: number;
                            tension_stitches: number;
                            /** @description cm */
                            tension_height: number;
                            result_rows: number;
                            /** @description cm */
                            result_width: number;
                            result_stitches: number;
                            /** @description cm */
                            result_height: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    putCalcBy_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: (number | string) | null;
                    name?: string | null;
                    type?: (number | string) | null;
                    visibility?: string | null;
                    tension_rows?: (number | string) | null;
                    tension_width?: (number | string) | null;
                    tension_stitches?: (number | string) | null;
                    tension_height?: (number | string) | null;
                    result_rows?: (number | string) | null;
                    result_width?: (number | string) | null;
                    result_stitches?: (number | string) | null;
                    result_height?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteCalcBy_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else. */
                "xsrf-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
        };
    };
}
