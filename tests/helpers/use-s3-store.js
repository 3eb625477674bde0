/** setupFiles of the `api-s3` project: the same suites, against the server that keeps images in s3rver. */
process.env.PURLWISE_URL = process.env.PURLWISE_S3_URL;
process.env.PURLWISE_TEST_DATABASE_URL = process.env.PURLWISE_S3_DATABASE_URL;
process.env.PURLWISE_IMAGE_STORE = 's3';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
